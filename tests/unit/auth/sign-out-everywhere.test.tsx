/** /settings' "Sign out of all devices" (issue 10 item 2): ends every session and leaves the browser signed out. */
import { act, fireEvent, screen } from '@testing-library/react';
import { SignOutEverywhere } from '@/components/account/SignOutEverywhere';
import { AuthProvider, useAuth } from '@/components/auth/AuthProvider';
import { AUTH_EVENT_KEY } from '@/lib/client/auth-events';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { ApiRequestError } from '@/lib/client/api';
import { getCurrentUser, postLogout, postLogoutEverywhere } from '@/lib/client/endpoints';
import { PENDING_LOGOUTS_KEY } from '@/lib/client/pending-logout';
import { LOGOUT_NOT_CONFIRMED_MESSAGE } from '@/lib/auth/logout-messages';
import { accountUser, logoutNotConfirmed } from './auth-fixtures';

const router = { refresh: jest.fn(), replace: jest.fn(), push: jest.fn() };
jest.mock('next/navigation', () => ({ useRouter: () => router }));

jest.mock('@/lib/client/endpoints');
const logoutEverywhere = jest.mocked(postLogoutEverywhere);

function Status() {
  return <p data-testid="status">{useAuth().status}</p>;
}

async function renderSettings(logoutAll: () => Promise<{ ok: true }>) {
  document.cookie = 'guessdle_signed_in=1; path=/';
  jest.mocked(getCurrentUser).mockResolvedValue({ user: accountUser() });
  logoutEverywhere.mockImplementation(logoutAll);
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
  jest.resetAllMocks();
  localStorage.clear();
});

test('ends every session with POST /auth/logout-all {}, signs this browser out, tells the other tabs and goes home', async () => {
  await renderSettings(async () => ({ ok: true }));
  await act(async () => fireEvent.click(button()));
  expect(logoutEverywhere).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  expect(localStorage.getItem(AUTH_EVENT_KEY)).toContain('logout');
  expect(router.replace).toHaveBeenCalledWith('/');
});

test('when the server could not confirm it (503): keeps the user signed in here, shows the message, keeps the token', async () => {
  await renderSettings(async () => {
    document.cookie = 'guessdle_signed_in=; path=/; max-age=0'; // the answer clears this browser's cookies either way
    throw logoutNotConfirmed('all-devices', '/auth/logout-all');
  });
  await act(async () => fireEvent.click(button()));
  expect(screen.getByRole('alert')).toHaveTextContent("We couldn't sign you out everywhere. Please try again.");
  expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
  expect(router.replace).not.toHaveBeenCalled();
  expect(JSON.parse(localStorage.getItem(PENDING_LOGOUTS_KEY)!)).toEqual(['all-devices']);
});

test('trying again after that 503 resends the kept token, and once confirmed signs out and goes home', async () => {
  await renderSettings(async () => {
    document.cookie = 'guessdle_signed_in=; path=/; max-age=0';
    throw logoutNotConfirmed('all-devices', '/auth/logout-all');
  });
  await act(async () => fireEvent.click(button()));
  jest.mocked(postLogout).mockRejectedValueOnce(logoutNotConfirmed('all-devices'));
  await act(async () => fireEvent.click(button()));
  expect(postLogout).toHaveBeenCalledWith({ revocationToken: 'all-devices' });
  expect(screen.getByRole('alert')).toHaveTextContent(LOGOUT_NOT_CONFIRMED_MESSAGE);
  expect(screen.getByTestId('status')).toHaveTextContent('signedIn');

  jest.mocked(postLogout).mockResolvedValue({ ok: true });
  await act(async () => fireEvent.click(button()));
  expect(postLogout).toHaveBeenLastCalledWith({ revocationToken: 'all-devices' });
  expect(logoutEverywhere).toHaveBeenCalledTimes(1);
  expect(screen.getByTestId('status')).toHaveTextContent('signedOut');
  expect(router.replace).toHaveBeenCalledWith('/');
  expect(localStorage.getItem(PENDING_LOGOUTS_KEY)).toBeNull();
});

test('keeps the user signed in and explains when the server refuses', async () => {
  await renderSettings(() => Promise.reject(new ApiRequestError('HTTP 503: Service Unavailable', 503, '/auth/logout-all', 'The database is unavailable right now.')));
  await act(async () => fireEvent.click(button()));
  expect(screen.getByRole('alert')).toHaveTextContent('The database is unavailable right now.');
  expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
  expect(router.replace).not.toHaveBeenCalled();
  expect(button()).toBeEnabled();
});
