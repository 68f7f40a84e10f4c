/** The admin users list: the count's wording (issue 26 §19) and the selected player on a phone (§10). */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { UsersTab } from '@/components/admin/UsersTab';
import { ToastProvider } from '@/components/ui/toast';
import { getAdminUserAchievements, getAdminUsers, getAdminUserStats, type AdminUser } from '@/lib/client/endpoints';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';

jest.mock('@/lib/client/endpoints');
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search) }));
const list = jest.mocked(getAdminUsers);

const player = (id: string, username: string): AdminUser => ({
  id, username, email: `${username}@example.com`, role: 'user', profile_picture: null, bio: '', created_at: '2026-11-25T23:12:00.000Z', last_login: null,
  total_games_across_all: 3, max_current_streak: 1, max_best_streak: 2,
});

function answer(users: AdminUser[], totalUsers = users.length) {
  list.mockResolvedValue({ users, pagination: { currentPage: 1, totalPages: 1, totalUsers, limit: 20 } });
}

/** Pretends the screen is a phone (or not) for window.matchMedia. */
function screenWidth(phone: boolean) {
  window.matchMedia = ((query: string) => ({ matches: phone && query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {} })) as unknown as typeof window.matchMedia;
}

async function renderTab() {
  await act(async () => {
    render(
      <ToastProvider>
        <UsersTab viewer={{ id: 'admin', role: 'admin' }} />
      </ToastProvider>,
    );
  });
}

beforeEach(() => {
  window.history.replaceState(null, '', '/admin');
  list.mockReset();
  jest.mocked(getAdminUserStats).mockResolvedValue({ stats: [] });
  jest.mocked(getAdminUserAchievements).mockResolvedValue({ achievements: [], userAchievements: [] } as never);
});

test('the count reads "1 player" for one, "2 players" for two', async () => {
  screenWidth(false);
  answer([player('p1', 'Ada')]);
  await renderTab();
  expect(screen.getByText('1 player')).toBeInTheDocument();
  expect(screen.queryByText('1 players')).not.toBeInTheDocument();
});

test('on a phone Manage opens the player in a full-screen panel with focus on its heading; Back to users returns focus to Manage', async () => {
  screenWidth(true);
  answer([player('p1', 'Ada'), player('p2', 'Grace')], 2);
  await renderTab();
  expect(screen.getByText('2 players')).toBeInTheDocument();
  const manage = screen.getByRole('button', { name: 'Manage Grace' });
  await act(async () => fireEvent.click(manage));

  const panel = screen.getByRole('dialog', { name: 'Grace' });
  expect(panel).toHaveAttribute('aria-modal', 'true');
  expect(within(panel).getByRole('heading', { name: 'Grace' })).toHaveFocus();
  expect(within(panel).getByText(/joined Nov 25, 2026, 5:12 PM Chicago time/)).toBeInTheDocument();
  await act(async () => fireEvent.click(within(panel).getByRole('button', { name: 'Back to users' })));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Manage Grace' })).toHaveFocus();
  expect(window.location.search).toBe('');
});

test('on a phone Escape closes the panel too', async () => {
  screenWidth(true);
  answer([player('p1', 'Ada')]);
  await renderTab();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Manage Ada' })));
  await act(async () => fireEvent.keyDown(screen.getByRole('dialog', { name: 'Ada' }), { key: 'Escape' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Manage Ada' })).toHaveFocus();
});

test('on a wide screen the details stay under the list, closed with Close', async () => {
  screenWidth(false);
  answer([player('p1', 'Ada')]);
  await renderTab();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Manage Ada' })));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Ada' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Back to users' })).not.toBeInTheDocument();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Close Ada' })));
  expect(screen.queryByRole('region', { name: 'Ada' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Manage Ada' })).toHaveFocus();
});
