/** /settings' "Sign out of all devices" (issue 10 item 2): ends every session and leaves the browser signed out. */
import { act, fireEvent, screen } from '@testing-library/react';
import { SignOutEverywhere } from '@/components/account/SignOutEverywhere';
import { AuthProvider, useAuth } from '@/components/auth/AuthProvider';
import { AUTH_EVENT_KEY } from '@/lib/client/auth-events';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { ApiRequestError } from '@/lib/client/api';
import { getCurrentUser, postLogoutEverywhere } from '@/lib/client/endpoints';
import { accountUser } from './auth-fixtures';

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

test('keeps the user signed in and explains when the server refuses', async () => {
  await renderSettings(() => Promise.reject(new ApiRequestError('HTTP 503: Service Unavailable', 503, '/auth/logout-all', 'The database is unavailable right now.')));
  await act(async () => fireEvent.click(button()));
  expect(screen.getByRole('alert')).toHaveTextContent('The database is unavailable right now.');
  expect(screen.getByTestId('status')).toHaveTextContent('signedIn');
  expect(router.replace).not.toHaveBeenCalled();
  expect(button()).toBeEnabled();
});
