/** The menu bar's login control (accounts-side §2.2, §6 "Admin menu entry"). */
import { act, fireEvent, render as renderPlain, screen, within } from '@testing-library/react';
import { useAuth } from '@/components/auth/AuthProvider';
import { LoginControl } from '@/components/layout/LoginControl';
import { ToastProvider } from '@/components/ui/toast';
import { LOGOUT_NOT_CONFIRMED_MESSAGE } from '@/lib/auth/logout-messages';
import type { Role } from '@/db/schema/auth';
import { accountUser } from './auth-fixtures';

jest.mock('@/components/auth/AuthProvider', () => ({ useAuth: jest.fn() }));
const router = { refresh: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const authState = useAuth as jest.Mock;
const logout = jest.fn<Promise<string | null>, []>(async () => null);
/** As in the app's layout: the menu bar sits inside the toasts' provider. */
const render = (ui: React.ReactElement) => renderPlain(ui, { wrapper: ToastProvider });

function signedInAs(role: Role = 'user', username = 'alice') {
  authState.mockReturnValue({ status: 'signedIn', user: accountUser({ role, username }), logout });
}

const trigger = (name = 'alice') => screen.getByRole('button', { name: new RegExp(name) });
const menu = () => screen.queryByRole('menu', { name: 'Account' });
const menuLabels = () => within(menu()!).getAllByRole('menuitem').map((item) => item.textContent);

beforeEach(() => {
  jest.clearAllMocks();
});

test("shows 'Loading' while the user is being determined", () => {
  authState.mockReturnValue({ status: 'loading', user: null, logout });
  render(<LoginControl />);
  expect(screen.getByText('Loading')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Login' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button')).not.toBeInTheDocument();
});

test('shows a Login link to /login when signed out', () => {
  authState.mockReturnValue({ status: 'signedOut', user: null, logout });
  render(<LoginControl />);
  expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
  expect(screen.queryByText('Loading')).not.toBeInTheDocument();
});

test('signed in: a button with the username opens the menu', () => {
  signedInAs('user', 'Player42');
  render(<LoginControl />);
  expect(trigger('Player42')).toHaveAttribute('aria-expanded', 'false');
  expect(menu()).not.toBeInTheDocument();
  fireEvent.click(trigger('Player42'));
  expect(trigger('Player42')).toHaveAttribute('aria-expanded', 'true');
  expect(menu()).toBeInTheDocument();
});

test.each<Role>(['user', 'moderator'])('role %s: Profile, Achievements, Stats, Settings, Logout and no Admin', (role) => {
  signedInAs(role);
  render(<LoginControl />);
  fireEvent.click(trigger());
  expect(menuLabels()).toEqual(['Profile', 'Achievements', 'Stats', 'Settings', 'Logout']);
  expect(screen.queryByRole('menuitem', { name: 'Admin' })).not.toBeInTheDocument();
});

test.each<Role>(['admin', 'owner'])('role %s also gets Admin, after Profile', (role) => {
  signedInAs(role);
  render(<LoginControl />);
  fireEvent.click(trigger());
  expect(menuLabels()).toEqual(['Profile', 'Admin', 'Achievements', 'Stats', 'Settings', 'Logout']);
  expect(screen.getByRole('menuitem', { name: 'Admin' })).toHaveAttribute('href', '/admin');
});

test('the menu entries link to their pages', () => {
  signedInAs();
  render(<LoginControl />);
  fireEvent.click(trigger());
  const hrefs = Object.fromEntries(
    within(menu()!)
      .getAllByRole('menuitem')
      .filter((item) => item.tagName === 'A')
      .map((item) => [item.textContent, item.getAttribute('href')]),
  );
  expect(hrefs).toEqual({ Profile: '/profile', Achievements: '/achievements', Stats: '/stats', Settings: '/settings' });
});

test('a pointerdown outside closes the menu; one inside does not', () => {
  signedInAs();
  render(
    <>
      <LoginControl />
      <main>page content</main>
    </>,
  );
  fireEvent.click(trigger());
  fireEvent.pointerDown(screen.getByRole('menuitem', { name: 'Stats' }));
  expect(menu()).toBeInTheDocument();
  fireEvent.pointerDown(screen.getByText('page content'));
  expect(menu()).not.toBeInTheDocument();
  expect(trigger()).toHaveAttribute('aria-expanded', 'false');
});

test('Escape closes the menu', () => {
  signedInAs();
  render(<LoginControl />);
  fireEvent.click(trigger());
  fireEvent.keyDown(document, { key: 'Enter' });
  expect(menu()).toBeInTheDocument();
  fireEvent.keyDown(document, { key: 'Escape' });
  expect(menu()).not.toBeInTheDocument();
});

test('clicking the button again closes the menu', () => {
  signedInAs();
  render(<LoginControl />);
  fireEvent.click(trigger());
  fireEvent.click(trigger());
  expect(menu()).not.toBeInTheDocument();
});

test('Logout calls logout, closes the menu and refreshes the page', async () => {
  signedInAs();
  render(<LoginControl />);
  fireEvent.click(trigger());
  await act(async () => {
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  });
  expect(logout).toHaveBeenCalledTimes(1);
  expect(router.refresh).toHaveBeenCalledTimes(1);
  expect(router.refresh.mock.invocationCallOrder[0]).toBeGreaterThan(logout.mock.invocationCallOrder[0]);
  expect(menu()).not.toBeInTheDocument();
});

test('Logout the server could not confirm: signed out all the same, and the message is shown', async () => {
  signedInAs();
  logout.mockResolvedValueOnce(LOGOUT_NOT_CONFIRMED_MESSAGE);
  render(<LoginControl />);
  fireEvent.click(trigger());
  await act(async () => {
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  });
  expect(screen.getByRole('alert')).toHaveTextContent("We couldn't sign you out everywhere. Please try again.");
  expect(router.refresh).toHaveBeenCalledTimes(1);
});

test('a confirmed Logout shows no message', async () => {
  signedInAs();
  render(<LoginControl />);
  fireEvent.click(trigger());
  await act(async () => {
    fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
  });
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
