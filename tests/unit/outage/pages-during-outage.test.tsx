/**
 * Pages that read the database, rendered while it is unreachable: each shows the plain outage panel
 * (never an error, so never a 500); a signed-in /daily renders as guest play with a notice.
 */
import { render, screen } from '@testing-library/react';
import AccountCreatedPage from '@/app/account-created/page';
import AchievementsPage from '@/app/achievements/page';
import AdminPage from '@/app/admin/page';
import DailyPage from '@/app/daily/page';
import LoginPage from '@/app/login/page';
import ProfilePage from '@/app/profile/page';
import SettingsPage from '@/app/settings/page';
import StatsPage from '@/app/stats/page';
import UsernameSetupPage from '@/app/username-setup/page';
import { DatabaseTimeoutError } from '@/db/deadline';
import { anyone } from '@/lib/auth/guards';
import { getViewerAccount } from '@/lib/auth/viewer';
import { ACCOUNT_UNAVAILABLE_TEXT } from '@/lib/messages/site';

jest.mock('next/server', () => ({ connection: jest.fn(async () => {}) }));
jest.mock('@/lib/auth/guards', () => ({ anyone: jest.fn() }));
jest.mock('@/lib/auth/viewer', () => ({ getViewerAccount: jest.fn() }));
jest.mock('@/db/client', () => ({ getDb: jest.fn(async () => ({})) }));
jest.mock('@/app/login/actions', () => ({ devSignIn: jest.fn() }));
jest.mock('@/components/daily/DailyDashboard', () => ({
  DailyDashboard: ({ serverSummary }: { serverSummary?: unknown }) => <p>dashboard: {serverSummary === undefined ? 'guest' : 'account'}</p>,
}));

const viewer = getViewerAccount as jest.MockedFunction<typeof getViewerAccount>;
const publicViewer = anyone as jest.MockedFunction<typeof anyone>;

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  viewer.mockRejectedValue(new DatabaseTimeoutError('a query', 1200));
});
afterEach(() => jest.restoreAllMocks());

const PAGES: [string, () => Promise<React.ReactNode>][] = [
  ['/stats', () => StatsPage()],
  ['/settings', () => SettingsPage()],
  ['/profile', () => ProfilePage()],
  ['/achievements', () => AchievementsPage()],
  ['/admin', () => AdminPage()],
  ['/username-setup', () => UsernameSetupPage()],
  ['/account-created', () => AccountCreatedPage()],
  ['/login', () => LoginPage()],
];

test.each(PAGES)("%s shows the \"can't reach the database\" panel with Retry", async (_path, page) => {
  render(await page());
  expect(screen.getByRole('heading', { level: 1, name: "We can't reach the database right now" })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('a PostgreSQL statement timeout (57014) counts as the database being away too', async () => {
  viewer.mockRejectedValueOnce(Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014', severity: 'ERROR' }));
  render(await StatsPage());
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
});

test('any other failure is not hidden behind the panel', async () => {
  viewer.mockRejectedValueOnce(new Error('a bug'));
  await expect(StatsPage()).rejects.toThrow('a bug');
});

test('a signed-in /daily renders as guest play, saying progress cannot be loaded or saved', async () => {
  publicViewer.mockResolvedValueOnce({ user: null, accountUnavailable: true });
  render(await DailyPage());
  expect(screen.getByRole('heading', { level: 1, name: 'Daily Challenges' })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent(ACCOUNT_UNAVAILABLE_TEXT);
  expect(screen.getByText('dashboard: guest')).toBeInTheDocument();
});

test('a guest /daily shows no notice when the database is fine', async () => {
  publicViewer.mockResolvedValueOnce({ user: null });
  render(await DailyPage());
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});
