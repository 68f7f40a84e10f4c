/** /settings' "Sign out of all devices" (issue 10 item 2): ends every session and leaves the browser signed out. */
import { act, fireEvent, screen } from '@testing-library/react';
import { SignOutEverywhere } from '@/components/account/SignOutEverywhere';
import { AuthProvider, useAuth } from '@/components/auth/AuthProvider';
import { AUTH_EVENT_KEY } from '@/lib/client/auth-events';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { accountUser, jsonResponse, mockFetch, sentBody } from './auth-fixtures';

const router = { refresh: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

const fetchMock = mockFetch();

function Status() {
  return <p data-testid="status">{useAuth().status}</p>;
}

async function renderSettings(logoutAll: () => Promise<Response>) {
  document.cookie = 'guessdle_signed_in=1; path=/';
  fetchMock.mockImplementation(async (url) => {
    if (url === '/auth/me') return jsonResponse({ user: accountUser() });
    if (url === '/auth/logout-all') return logoutAll();
    throw new Error(`unexpected call ${url}`);
  });
  render(
    <AuthProvider>
      <Status />
      <SignOutEverywhere />
    </AuthProvider>,
  );
  await act(async () => {});
  expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
}

const button = () => screen.getByRole('button', { name: 'Sign out of all devices' });

beforeEach(() => {
  jest.clearAllMocks();
  localStorage.clear();
});

test('ends every session with POST /auth/logout-all {}, signs this browser out, tells the other tabs and goes home', async () => {
  await renderSettings(async () => jsonResponse({ ok: true }));
  await act(async () => fireEvent.click(button()));
  const calls = fetchMock.mock.calls.filter(([url]) => url === '/auth/logout-all');
  expect(calls).toHaveLength(1);
  expect(calls[0][1]?.method).toBe('POST');
  expect(sentBody(calls[0])).toEqual({});
  expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  expect(localStorage.getItem(AUTH_EVENT_KEY)).toContain('logout');
  expect(router.replace).toHaveBeenCalledWith('/');
});

test('keeps the user signed in and explains when the server refuses', async () => {
  await renderSettings(async () => jsonResponse({ error: 'The database is unavailable right now.' }, 503));
  await act(async () => fireEvent.click(button()));
  expect(screen.getByRole('alert')).toHaveTextContent('The database is unavailable right now.');
  expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
  expect(router.replace).not.toHaveBeenCalled();
  expect(button()).toBeEnabled();
});
