/** Sign-outs the server could not confirm are kept and sent again until a server confirms them (issue 24 item 3). */
import { ApiRequestError } from '@/lib/client/api';
import { postLogout } from '@/lib/client/endpoints';
import { keepPendingLogout, PENDING_LOGOUTS_KEY, pendingLogouts, RESEND_EVERY_MS, resendPendingLogoutsWhileOpen } from '@/lib/client/pending-logout';
import { logoutNotConfirmed } from './auth-fixtures';

jest.mock('@/lib/client/endpoints');
const logoutCall = jest.mocked(postLogout);

const notConfirmed = (token: string) => logoutNotConfirmed(token);
const refused = new ApiRequestError('HTTP 400: Bad Request', 400, '/auth/logout', 'This sign-out token was not issued by this site.', 'invalid_revocation_token');

const resentTokens = () => logoutCall.mock.calls.map(([body]) => body?.revocationToken);

/** Lets the resends in flight settle. */
const settle = () => jest.advanceTimersByTimeAsync(0);

let stop: (() => void) | undefined;

beforeEach(() => {
  jest.useFakeTimers();
  jest.resetAllMocks();
  localStorage.clear();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  stop?.();
  stop = undefined;
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('keepPendingLogout', () => {
  test('keeps each token once, the newest last', () => {
    keepPendingLogout(notConfirmed('token-1'));
    keepPendingLogout(notConfirmed('token-2'));
    keepPendingLogout(notConfirmed('token-1'));
    expect(pendingLogouts()).toEqual(['token-2', 'token-1']);
  });

  test('an answer without a token keeps nothing', () => {
    keepPendingLogout(new ApiRequestError('HTTP 429: Too Many Requests', 429, '/auth/logout', 'Too many sign-out requests.'));
    keepPendingLogout(new Error('boom'));
    expect(localStorage.getItem(PENDING_LOGOUTS_KEY)).toBeNull();
  });
});

describe('resending while a page is open', () => {
  test('nothing kept: nothing is sent, at load or later', async () => {
    stop = resendPendingLogoutsWhileOpen();
    await jest.advanceTimersByTimeAsync(3 * RESEND_EVERY_MS);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(logoutCall).not.toHaveBeenCalled();
  });

  test('at page load each kept token is sent with POST /auth/logout {revocationToken}, and forgotten once confirmed', async () => {
    keepPendingLogout(notConfirmed('token-1'));
    keepPendingLogout(notConfirmed('token-2'));
    logoutCall.mockResolvedValue({ ok: true });
    stop = resendPendingLogoutsWhileOpen();
    await settle();
    expect(resentTokens()).toEqual(['token-1', 'token-2']);
    expect(localStorage.getItem(PENDING_LOGOUTS_KEY)).toBeNull();
    await jest.advanceTimersByTimeAsync(RESEND_EVERY_MS);
    expect(logoutCall).toHaveBeenCalledTimes(2);
  });

  test('a token still not confirmed is sent again every 30 s, not sooner, until a server confirms it', async () => {
    keepPendingLogout(notConfirmed('token-1'));
    logoutCall.mockRejectedValue(notConfirmed('token-1'));
    stop = resendPendingLogoutsWhileOpen();
    await settle();
    expect(logoutCall).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(RESEND_EVERY_MS - 1);
    expect(logoutCall).toHaveBeenCalledTimes(1);
    await jest.advanceTimersByTimeAsync(1);
    expect(logoutCall).toHaveBeenCalledTimes(2);
    expect(pendingLogouts()).toEqual(['token-1']);

    logoutCall.mockResolvedValue({ ok: true });
    await jest.advanceTimersByTimeAsync(RESEND_EVERY_MS);
    expect(logoutCall).toHaveBeenCalledTimes(3);
    expect(pendingLogouts()).toEqual([]);
  });

  test('coming back online sends it at once', async () => {
    keepPendingLogout(notConfirmed('token-1'));
    logoutCall.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue({ ok: true });
    stop = resendPendingLogoutsWhileOpen();
    await settle();
    expect(pendingLogouts()).toEqual(['token-1']);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(logoutCall).toHaveBeenCalledTimes(2);
    expect(pendingLogouts()).toEqual([]);
  });

  test('a token the server refuses as invalid is dropped (it can never be confirmed)', async () => {
    keepPendingLogout(notConfirmed('tampered'));
    logoutCall.mockRejectedValue(refused);
    stop = resendPendingLogoutsWhileOpen();
    await settle();
    expect(pendingLogouts()).toEqual([]);
  });

  test('stopping (the page closes) ends the resends', async () => {
    keepPendingLogout(notConfirmed('token-1'));
    logoutCall.mockRejectedValue(notConfirmed('token-1'));
    resendPendingLogoutsWhileOpen()();
    await settle();
    await jest.advanceTimersByTimeAsync(2 * RESEND_EVERY_MS);
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(logoutCall).toHaveBeenCalledTimes(1);
  });
});
