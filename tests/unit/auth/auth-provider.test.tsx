/** The browser's view of the session (accounts-side §4.1, §7.1, §9 "token refresh every 840000 ms"). */
import { act, fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { AuthProvider, useAuth } from '@/components/auth/AuthProvider';
import { AUTH_EVENT_KEY } from '@/lib/client/auth-events';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { ApiRequestError } from '@/lib/client/api';
import { getCurrentUser, postLogout, postSessionRefresh } from '@/lib/client/endpoints';
import { PENDING_LOGOUTS_KEY } from '@/lib/client/pending-logout';
import { LOGOUT_NOT_CONFIRMED_MESSAGE } from '@/lib/auth/logout-messages';
import { accountUser, logoutNotConfirmed } from './auth-fixtures';

const router = { refresh: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

jest.mock('@/lib/client/endpoints');
const calls = { '/auth/me': jest.mocked(getCurrentUser), '/auth/refresh': jest.mocked(postSessionRefresh), '/auth/logout': jest.mocked(postLogout) };
const unauthorized = (path: string) => new ApiRequestError('HTTP 401: Unauthorized', 401, path, 'Not signed in');
const REFRESH_MS = 840_000;

function Probe() {
  const { status, user, logout } = useAuth();
  const [notice, setNotice] = useState<string | null>(null);
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="username">{user?.username ?? 'nobody'}</p>
      <p data-testid="notice">{notice}</p>
      <button onClick={async () => setNotice(await logout())}>Log out</button>
    </div>
  );
}

const status = () => screen.getByTestId('status').textContent;
const username = () => screen.getByTestId('username').textContent;
const callsTo = (path: keyof typeof calls) => calls[path].mock.calls;
const anyCall = () => Object.values(calls).some((call) => call.mock.calls.length > 0);

/** The server: /auth/me answers the user, the other session calls succeed unless overridden. */
function server(routes: Partial<Record<keyof typeof calls, () => Promise<unknown>>> = {}) {
  for (const call of Object.values(calls)) call.mockReset();
  calls['/auth/me'].mockImplementation(async () => ({ user: accountUser() }));
  calls['/auth/refresh'].mockImplementation(async () => ({ ok: true }));
  calls['/auth/logout'].mockImplementation(async () => ({ ok: true }));
  for (const [path, route] of Object.entries(routes)) (calls[path as keyof typeof calls] as jest.Mock).mockImplementation(route);
}

function setIndicatorCookie(present: boolean) {
  document.cookie = present ? 'guessdle_signed_in=1; path=/' : 'guessdle_signed_in=; path=/; max-age=0';
}

async function renderProvider() {
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  await act(async () => {});
}

async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  jest.useFakeTimers();
  jest.clearAllMocks();
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  server();
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
  jest.restoreAllMocks();
  setIndicatorCookie(false);
  document.cookie = 'other=; path=/; max-age=0';
});

test('starts loading', () => {
  setIndicatorCookie(true);
  calls['/auth/me'].mockReturnValue(new Promise(() => {}));
  render(
    <AuthProvider>
      <Probe />
    </AuthProvider>,
  );
  expect(status()).toBe('loading');
});

test("without the 'guessdle_signed_in=1' cookie it is signed out without calling /auth/me", async () => {
  document.cookie = 'other=guessdle_signed_in=1; path=/';
  await renderProvider();
  expect(status()).toBe('signedOut');
  expect(username()).toBe('nobody');
  expect(anyCall()).toBe(false);
});

test('with the cookie it calls /auth/me and is signed in with that user', async () => {
  setIndicatorCookie(true);
  server({ '/auth/me': async () => ({ user: accountUser({ username: 'Player42' }) }) });
  await renderProvider();
  expect(callsTo('/auth/me')).toHaveLength(1);
  expect(status()).toBe('signedIn');
  expect(username()).toBe('Player42');
});

test('a 401 from /auth/me means signed out, quietly', async () => {
  setIndicatorCookie(true);
  server({ '/auth/me': () => Promise.reject(unauthorized('/auth/me')) });
  await renderProvider();
  expect(status()).toBe('signedOut');
  expect(username()).toBe('nobody');
  expect(callsTo('/auth/refresh')).toHaveLength(0);
  expect(console.warn).not.toHaveBeenCalled();
});

const unavailable = () => new ApiRequestError('HTTP 503: Service Unavailable', 503, '/auth/me', 'The database did not answer in time.');

describe('only a 401 signs the browser out (issue 26 item 14)', () => {
  test('a 503 from /auth/me at page load is not "signed out": it is read again and the player is signed in', async () => {
    setIndicatorCookie(true);
    let failures = 1;
    server({ '/auth/me': async () => { if (failures-- > 0) throw unavailable(); return { user: accountUser({ username: 'Player42' }) }; } });
    await renderProvider();
    expect(status()).toBe('loading');
    await wait(1000);
    expect(callsTo('/auth/me')).toHaveLength(2);
    expect(status()).toBe('signedIn');
    expect(username()).toBe('Player42');
  });

  test('a network failure is read again too, later each time', async () => {
    setIndicatorCookie(true);
    server({ '/auth/me': () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderProvider();
    await wait(1000 + 2000 + 4000);
    expect(callsTo('/auth/me')).toHaveLength(4);
    expect(status()).toBe('loading');
  });

  test('a signed-in player whose re-read answers 503 stays signed in, and the user is read again', async () => {
    setIndicatorCookie(true);
    function Refresh() {
      const { refreshUser } = useAuth();
      return <button onClick={() => void refreshUser()}>Re-read</button>;
    }
    render(
      <AuthProvider>
        <Probe />
        <Refresh />
      </AuthProvider>,
    );
    await act(async () => {});
    expect(username()).toBe('alice');
    let failures = 4;
    calls['/auth/me'].mockImplementation(async () => {
      if (failures-- > 0) throw unavailable();
      return { user: accountUser({ username: 'alice' }) };
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Re-read' })));
    await wait(1000 + 2000); // the re-read's own tries
    expect(status()).toBe('signedIn');
    expect(username()).toBe('alice');
    await wait(1000 + 2000);
    expect(callsTo('/auth/me').length).toBeGreaterThanOrEqual(6);
    expect(status()).toBe('signedIn');
  });

  test('a 401 on a re-read signs out', async () => {
    setIndicatorCookie(true);
    await renderProvider();
    expect(status()).toBe('signedIn');
    calls['/auth/me'].mockImplementation(() => Promise.reject(unauthorized('/auth/me')));
    fireEventLogin();
    await wait(100);
    expect(status()).toBe('signedOut');
  });
});

/** Another tab's login event makes this one re-read the user. */
function fireEventLogin() {
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: AUTH_EVENT_KEY, newValue: JSON.stringify({ type: 'login', tabId: 'another-tab', at: Date.now() }) }));
  });
}

describe('session refresh', () => {
  test('while signed in POSTs /auth/refresh every 840000 ms', async () => {
    setIndicatorCookie(true);
    await renderProvider();
    await wait(REFRESH_MS - 1);
    expect(callsTo('/auth/refresh')).toHaveLength(0);
    await wait(1);
    expect(callsTo('/auth/refresh')).toHaveLength(1);
    await wait(REFRESH_MS);
    expect(callsTo('/auth/refresh')).toHaveLength(2);
    expect(status()).toBe('signedIn');
  });

  test('does not run while signed out', async () => {
    await renderProvider();
    await wait(REFRESH_MS * 2);
    expect(callsTo('/auth/refresh')).toHaveLength(0);
  });

  test('a 401 from the refresh signs the user out and stops refreshing', async () => {
    setIndicatorCookie(true);
    server({ '/auth/refresh': () => Promise.reject(unauthorized('/auth/refresh')) });
    await renderProvider();
    await wait(REFRESH_MS);
    expect(status()).toBe('signedOut');
    await wait(REFRESH_MS);
    expect(callsTo('/auth/refresh')).toHaveLength(1);
  });
});

describe('logout', () => {
  test('POSTs /auth/logout and clears the user', async () => {
    setIndicatorCookie(true);
    await renderProvider();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(callsTo('/auth/logout')).toHaveLength(1);
    expect(status()).toBe('signedOut');
    expect(username()).toBe('nobody');
  });

  test('clears the user even when the call fails, and only logs the failure', async () => {
    setIndicatorCookie(true);
    server({ '/auth/logout': () => Promise.reject(new TypeError('Failed to fetch')) });
    await renderProvider();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(callsTo('/auth/logout')).toHaveLength(1);
    expect(status()).toBe('signedOut');
    expect(username()).toBe('nobody');
    expect(console.warn).toHaveBeenCalled();
  });

  test('a sign-out the server could not confirm (503): signed out here anyway, the message given, the token kept', async () => {
    setIndicatorCookie(true);
    server({ '/auth/logout': () => Promise.reject(logoutNotConfirmed('token-1')) });
    await renderProvider();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(status()).toBe('signedOut');
    expect(screen.getByTestId('notice')).toHaveTextContent(LOGOUT_NOT_CONFIRMED_MESSAGE);
    expect(JSON.parse(localStorage.getItem(PENDING_LOGOUTS_KEY)!)).toEqual(['token-1']);
    expect(JSON.parse(localStorage.getItem(AUTH_EVENT_KEY)!)).toMatchObject({ type: 'logout' });
  });

  test('a kept token is sent again when a page loads, signed in or not, and forgotten once confirmed', async () => {
    localStorage.setItem(PENDING_LOGOUTS_KEY, JSON.stringify(['token-1']));
    await renderProvider();
    expect(calls['/auth/logout']).toHaveBeenCalledWith({ revocationToken: 'token-1' });
    expect(localStorage.getItem(PENDING_LOGOUTS_KEY)).toBeNull();
  });

  test('a read of the user still on its way when the player signs out does not bring them back', async () => {
    setIndicatorCookie(true);
    let answerMe: (value: unknown) => void = () => {};
    server({ '/auth/me': () => new Promise((resolve) => (answerMe = resolve)) });
    await renderProvider();
    expect(status()).toBe('loading');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(status()).toBe('signedOut');
    // The read sent before the sign-out answers with the old session's user: it is too late to count.
    await act(async () => answerMe({ user: accountUser() }));
    expect(status()).toBe('signedOut');
    expect(username()).toBe('nobody');
  });

  test('tells the other tabs', async () => {
    setIndicatorCookie(true);
    await renderProvider();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    });
    expect(JSON.parse(localStorage.getItem(AUTH_EVENT_KEY)!)).toMatchObject({ type: 'logout' });
  });
});

describe('events from another tab', () => {
  const fromAnotherTab = (type: 'login' | 'logout') =>
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: AUTH_EVENT_KEY, newValue: JSON.stringify({ type, tabId: 'another-tab', at: Date.now() }) }));
    });

  test('a logout clears the user after 100 ms, not before', async () => {
    setIndicatorCookie(true);
    await renderProvider();
    expect(status()).toBe('signedIn');
    fromAnotherTab('logout');
    await wait(99);
    expect(status()).toBe('signedIn');
    await wait(1);
    expect(status()).toBe('signedOut');
    expect(username()).toBe('nobody');
    expect(router.refresh).toHaveBeenCalled();
  });

  test('a login re-reads the user after 100 ms', async () => {
    await renderProvider();
    expect(status()).toBe('signedOut');
    fromAnotherTab('login');
    await wait(99);
    expect(callsTo('/auth/me')).toHaveLength(0);
    await wait(1);
    expect(callsTo('/auth/me')).toHaveLength(1);
    expect(status()).toBe('signedIn');
    expect(username()).toBe('alice');
  });
});
