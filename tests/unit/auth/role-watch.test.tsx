/**
 * Issue 36 item 13: a role change reaches an open page. The user is read again when an admin call is refused
 * (403) and when the tab comes back after it was left (at most every 30 s); a demoted admin leaves /admin for the home page,
 * a promoted player sees the Admin entry in the menu.
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { RoleWatch, ROLE_RECHECK_MIN_MS } from '@/components/auth/RoleWatch';
import { LoginControl } from '@/components/layout/LoginControl';
import { ToastProvider } from '@/components/ui/toast';
import { apiRequest } from '@/lib/client/api';
import { getCurrentUser } from '@/lib/client/endpoints';
import type { Role } from '@/db/schema/auth';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { accountUser, jsonResponse } from './auth-fixtures';

const router = { refresh: jest.fn(), replace: jest.fn(), push: jest.fn() };
let pathname = '/';
jest.mock('next/navigation', () => ({ useRouter: () => router, usePathname: () => pathname }));
jest.mock('@/lib/client/endpoints');
const me = jest.mocked(getCurrentUser);

let role: Role = 'user';
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit?]>();

async function openPage(path: string, startingRole: Role) {
  pathname = path;
  role = startingRole;
  render(
    <AuthProvider>
      <ToastProvider>
        <RoleWatch />
        <LoginControl />
      </ToastProvider>
    </AuthProvider>,
  );
  await act(async () => {});
}

/** The player leaves the tab (another window takes the focus) and comes back to it. */
const focusTab = () =>
  act(async () => {
    window.dispatchEvent(new Event('blur'));
    window.dispatchEvent(new Event('focus'));
  });
const setVisibility = (state: DocumentVisibilityState) =>
  act(async () => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
    document.dispatchEvent(new Event('visibilitychange'));
  });
const menuLabels = () => {
  fireEvent.click(screen.getByRole('button', { name: /alice/ }));
  const labels = within(screen.getByRole('menu', { name: 'Account' }))
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
  fireEvent.click(screen.getByRole('button', { name: /alice/ }));
  return labels;
};

beforeEach(() => {
  jest.useFakeTimers({ now: new Date('2026-11-28T12:00:00Z') });
  jest.clearAllMocks();
  document.cookie = 'guessdle_signed_in=1; path=/';
  me.mockImplementation(async () => ({ user: accountUser({ role }) }));
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockResolvedValue(jsonResponse({ error: 'Admin access required' }, 403, 'Forbidden'));
});
afterEach(() => {
  jest.useRealTimers();
  document.cookie = 'guessdle_signed_in=; path=/; max-age=0';
  Reflect.deleteProperty(document, 'visibilityState'); // back to jsdom's own
});

test('a demoted admin on /admin: the refused admin call reads the user again, and the page is left for home', async () => {
  await openPage('/admin', 'admin');
  expect(me).toHaveBeenCalledTimes(1);
  expect(router.replace).not.toHaveBeenCalled();

  role = 'user';
  await act(async () => {
    await expect(apiRequest('/api/admin/users')).rejects.toMatchObject({ status: 403 });
  });
  expect(me).toHaveBeenCalledTimes(2);
  expect(router.replace).toHaveBeenCalledWith('/');
});

test('a 403 from a call that is not an admin call does not read the user again', async () => {
  await openPage('/admin', 'admin');
  await act(async () => {
    await expect(apiRequest('/api/feedback')).rejects.toMatchObject({ status: 403 });
  });
  expect(me).toHaveBeenCalledTimes(1);
});

test('a promoted player sees the Admin entry once the tab regains focus; focus reads the user at most every 30 s', async () => {
  await openPage('/', 'user');
  expect(menuLabels()).not.toContain('Admin');

  role = 'admin';
  await focusTab();
  expect(me).toHaveBeenCalledTimes(2);
  expect(menuLabels()).toContain('Admin');
  expect(router.replace).not.toHaveBeenCalled(); // the home page is everyone's

  await focusTab();
  expect(me).toHaveBeenCalledTimes(2);
  await act(async () => void jest.advanceTimersByTime(ROLE_RECHECK_MIN_MS));
  await focusTab();
  expect(me).toHaveBeenCalledTimes(3);
});

test('a focus the tab gets without having been left (the page loading) reads nothing and starts no wait', async () => {
  await openPage('/admin', 'admin');
  role = 'user';
  await act(async () => void window.dispatchEvent(new Event('focus')));
  expect(me).toHaveBeenCalledTimes(1);
  await focusTab();
  expect(me).toHaveBeenCalledTimes(2);
  expect(router.replace).toHaveBeenCalledWith('/');
});

test('a tab shown again after it was hidden reads the user', async () => {
  await openPage('/', 'user');
  role = 'admin';
  await setVisibility('hidden');
  expect(me).toHaveBeenCalledTimes(1);
  await setVisibility('visible');
  expect(me).toHaveBeenCalledTimes(2);
  expect(menuLabels()).toContain('Admin');
});

test('a signed-out visitor: focus reads nothing', async () => {
  document.cookie = 'guessdle_signed_in=; path=/; max-age=0';
  await openPage('/', 'user');
  await focusTab();
  expect(me).not.toHaveBeenCalled();
});
