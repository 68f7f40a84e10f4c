/** The browser's sign-out calls against the server's answers (fetch replaced): what the player is told and what is kept. */
import { requestLogout, requestLogoutEverywhere } from '@/lib/client/auth-api';
import { PENDING_LOGOUTS_KEY, pendingLogouts } from '@/lib/client/pending-logout';
import { LOGOUT_NOT_CONFIRMED_MESSAGE } from '@/lib/auth/logout-messages';
import { jsonResponse, mockFetch, sentBody } from './auth-fixtures';

const fetchMock = mockFetch();
const notConfirmedAnswer = (revocationToken: string) =>
  jsonResponse({ error: LOGOUT_NOT_CONFIRMED_MESSAGE, code: 'logout_not_confirmed', revocationToken }, 503, 'Service Unavailable');

function setIndicatorCookie(present: boolean) {
  document.cookie = present ? 'guessdle_signed_in=1; path=/' : 'guessdle_signed_in=; path=/; max-age=0';
}

beforeEach(() => {
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  jest.restoreAllMocks();
  setIndicatorCookie(false);
});

describe('requestLogout (POST /auth/logout)', () => {
  test('confirmed: nothing to tell and nothing kept', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    expect(await requestLogout()).toBeNull();
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/logout');
    expect(localStorage.getItem(PENDING_LOGOUTS_KEY)).toBeNull();
  });

  test('503: the server’s message word for word, and its revocation token kept', async () => {
    fetchMock.mockResolvedValue(notConfirmedAnswer('token-1'));
    expect(await requestLogout()).toBe("We couldn't sign you out everywhere. Please try again.");
    expect(pendingLogouts()).toEqual(['token-1']);
  });

  test('no answer at all (offline): the same message, and no token to keep', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await requestLogout()).toBe(LOGOUT_NOT_CONFIRMED_MESSAGE);
    expect(pendingLogouts()).toEqual([]);
  });
});

describe('requestLogoutEverywhere (POST /auth/logout-all)', () => {
  test('503: throws the server’s message and keeps the token', async () => {
    setIndicatorCookie(true);
    fetchMock.mockResolvedValue(notConfirmedAnswer('all-devices'));
    await expect(requestLogoutEverywhere()).rejects.toMatchObject({ status: 503, serverMessage: LOGOUT_NOT_CONFIRMED_MESSAGE });
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/logout-all');
    expect(pendingLogouts()).toEqual(['all-devices']);
  });

  test('trying again after that 503 (this browser’s cookie is gone): the kept token is resent instead, and forgotten once confirmed', async () => {
    localStorage.setItem(PENDING_LOGOUTS_KEY, JSON.stringify(['all-devices']));
    fetchMock.mockResolvedValue(jsonResponse({ ok: true }));
    await requestLogoutEverywhere();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0][0]).toBe('/auth/logout');
    expect(sentBody(fetchMock.mock.calls[0])).toEqual({ revocationToken: 'all-devices' });
    expect(pendingLogouts()).toEqual([]);
  });

  test('trying again while the server still cannot confirm: throws the message, the token stays', async () => {
    localStorage.setItem(PENDING_LOGOUTS_KEY, JSON.stringify(['all-devices']));
    fetchMock.mockResolvedValue(notConfirmedAnswer('all-devices'));
    await expect(requestLogoutEverywhere()).rejects.toThrow(LOGOUT_NOT_CONFIRMED_MESSAGE);
    expect(pendingLogouts()).toEqual(['all-devices']);
  });
});
