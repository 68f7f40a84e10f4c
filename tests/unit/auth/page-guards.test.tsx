/**
 * The page guards (lib/auth/page-guards.ts) through the pages that use them: who is let in, where the
 * others are sent, and that a page reuses the guard's read of the account instead of reading it again.
 */
import { render, screen } from '@testing-library/react';
import { redirect } from 'next/navigation';
import AdminPage from '@/app/admin/page';
import LoginPage from '@/app/login/page';
import ProfilePage from '@/app/profile/page';
import SettingsPage from '@/app/settings/page';
import UsernameSetupPage from '@/app/username-setup/page';
import { findUserById, type UserRow } from '@/db/queries/users';
import type { Role } from '@/db/schema/auth';
import { PAGE_ACCESS, type PageAccess } from '@/lib/auth/page-access';
import { sessionUser } from '@/tests/helpers/session-mock';
import { renderWithQuery } from '@/tests/helpers/query-wrapper';

jest.mock('next/navigation', () => ({
  redirect: jest.fn((url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  }),
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock('@/lib/auth/session', () => jest.requireActual('@/tests/helpers/session-mock').sessionModuleMock());
jest.mock('@/db/client', () => ({ getDb: jest.fn(async () => ({})) }));
jest.mock('@/db/queries/users', () => ({ findUserById: jest.fn() }));
jest.mock('@/db/queries/dev-accounts', () => ({ listDevAccountUsernames: jest.fn(async () => []) }));
jest.mock('@/app/login/actions', () => ({ devSignIn: jest.fn() }));
jest.mock('@/components/account/SignOutEverywhere', () => ({ SignOutEverywhere: () => null }));
jest.mock('@/components/account/UsernameSetup', () => ({ UsernameSetup: () => <h1>Choose a username</h1> }));
jest.mock('@/lib/client/endpoints');
jest.mock('@/components/account/LoginPanel', () => ({ LoginPanel: () => <h1>Sign in</h1> }));
jest.mock('@/components/appearance/AppearanceSettings', () => ({ AppearanceSettings: () => null }));

const session = sessionUser;
const readUser = findUserById as jest.MockedFunction<typeof findUserById>;

function signedInAs(role: Role, username: string | null = 'ann') {
  session.mockResolvedValue('user-1');
  readUser.mockResolvedValue({
    id: 'user-1',
    username,
    role,
    email: 'ann@example.com',
    createdAt: new Date('2026-03-04T18:00:00Z'),
  } as UserRow);
}

beforeEach(() => {
  jest.clearAllMocks();
  session.mockResolvedValue(null);
});

test('/settings reads the account once and shows its details', async () => {
  signedInAs('user');
  renderWithQuery(await SettingsPage()); // Your data's calls are react-query mutations
  expect(readUser).toHaveBeenCalledTimes(1);
  expect(screen.getByText('ann@example.com')).toBeInTheDocument();
  expect(screen.getByText('March 4, 2026')).toBeInTheDocument();
});

test('signed-in pages send a signed-out visitor to /login', async () => {
  await expect(SettingsPage()).rejects.toThrow('NEXT_REDIRECT /login');
  await expect(ProfilePage()).rejects.toThrow('NEXT_REDIRECT /login');
  expect(redirect).toHaveBeenCalledWith('/login');
});

const routesWith = (...levels: PageAccess[]) => Object.entries(PAGE_ACCESS).filter(([, access]) => levels.includes(access)).map(([route]) => route);

/** The page module of a declared route (none of these has dynamic segments). */
async function pageOf(route: string): Promise<() => Promise<unknown>> {
  return (await import(`@/app${route}/page`)).default;
}

test.each(routesWith('signed-in', 'signed-in-without-username'))('every page declared signed-in checks on the server: %s sends a signed-out visitor to /login', async (route) => {
  const Page = await pageOf(route);
  await expect(Page()).rejects.toThrow('NEXT_REDIRECT /login');
});

test.each(routesWith('signed-in'))('%s sends a signed-in user without a username to /username-setup', async (route) => {
  signedInAs('user', null);
  const Page = await pageOf(route);
  await expect(Page()).rejects.toThrow('NEXT_REDIRECT /username-setup');
});

test.each(routesWith('admin'))('every page declared admin sends a player home: %s', async (route) => {
  signedInAs('user');
  const Page = await pageOf(route);
  await expect(Page()).rejects.toThrow('NEXT_REDIRECT /');
});

test('a session whose user was deleted counts as signed out', async () => {
  session.mockResolvedValue('user-1');
  readUser.mockResolvedValue(undefined);
  await expect(ProfilePage()).rejects.toThrow('NEXT_REDIRECT /login');
});

test.each(['user', 'moderator'] as const)('/admin sends a %s home', async (role) => {
  signedInAs(role);
  await expect(AdminPage()).rejects.toThrow('NEXT_REDIRECT /');
});

test('/admin sends a signed-out visitor home, not to /login', async () => {
  await expect(AdminPage()).rejects.toThrow('NEXT_REDIRECT /');
});

test.each(['admin', 'owner'] as const)('/admin opens for an %s', async (role) => {
  signedInAs(role);
  renderWithQuery(await AdminPage());
  expect(screen.getByRole('heading', { name: 'Admin Dashboard' })).toBeInTheDocument();
  expect(screen.getByText(`Logged in as: ann (${role})`)).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'User Management' })).toHaveAttribute('aria-selected', 'true');
});

test('/username-setup is only for a user without a username', async () => {
  signedInAs('user', null);
  render(await UsernameSetupPage());
  expect(screen.getByRole('heading', { name: 'Choose a username' })).toBeInTheDocument();
  signedInAs('user', 'ann');
  await expect(UsernameSetupPage()).rejects.toThrow('NEXT_REDIRECT /');
});

test('/login sends a signed-in visitor home and shows the providers to a guest', async () => {
  signedInAs('user');
  await expect(LoginPage()).rejects.toThrow('NEXT_REDIRECT /');
  session.mockResolvedValue(null);
  render(await LoginPage());
  expect(screen.getByRole('heading', { name: 'Sign in' })).toBeInTheDocument();
});
