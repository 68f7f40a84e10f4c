/** The browser's session calls (accounts-side §7.1). */
import { AUTH_INDICATOR_COOKIE, AUTH_INDICATOR_MAX_AGE_SECONDS } from '@/lib/auth/indicator';
import { refreshFailedMessage } from '@/lib/messages/requests';
import { LOGOUT_NOT_CONFIRMED_MESSAGE } from '@/lib/auth/logout-messages';
import { ApiRequestError, errorMessage } from './api';
import { postLogout, postLogoutEverywhere, postSessionRefresh } from './endpoints';
import { keepPendingLogout, pendingLogouts, resendPendingLogouts } from './pending-logout';

export const SESSION_REFRESH_INTERVAL_MS = 840_000;

export function hasAuthIndicator(cookie = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${AUTH_INDICATOR_COOKIE}=1`);
}

/**
 * Notes that a session exists, as the server's indicator cookie does, when a call's answer showed it (an
 * answer for a signed-in player while the indicator was missing): the current user is then read, not
 * taken for a guest. Harmless when wrong: a 401 from /auth/me clears it again.
 */
export function markSessionPresent(): void {
  if (hasAuthIndicator()) return;
  document.cookie = `${AUTH_INDICATOR_COOKIE}=1; path=/; max-age=${AUTH_INDICATOR_MAX_AGE_SECONDS}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
}

/** Re-issues the session cookie; false when the session is gone. */
export async function refreshSessionCookie(): Promise<boolean> {
  try {
    await postSessionRefresh();
    return true;
  } catch (error) {
    const status = error instanceof ApiRequestError ? error.status : 0;
    console.warn(refreshFailedMessage(status));
    return status !== 401;
  }
}

/**
 * Ends the session. A failure does not stop the caller from clearing the user (accounts-side §4.1): it
 * resolves with the message to show (the revocation token of a 503 is kept and sent again), else null.
 */
export async function requestLogout(): Promise<string | null> {
  try {
    await postLogout();
    return null;
  } catch (error) {
    console.warn('Logout failed:', error);
    keepPendingLogout(error);
    return errorMessage(error, LOGOUT_NOT_CONFIRMED_MESSAGE);
  }
}

/**
 * Ends every session of the user; throws when the server did not confirm it (its revocation token is
 * kept and sent again). Such a failure has cleared this browser's cookie already, so trying again
 * resends the kept tokens instead of asking for a session this browser no longer holds.
 */
export async function requestLogoutEverywhere(): Promise<void> {
  if (!hasAuthIndicator() && pendingLogouts().length > 0) {
    if (await resendPendingLogouts()) return;
    throw new Error(LOGOUT_NOT_CONFIRMED_MESSAGE);
  }
  try {
    await postLogoutEverywhere();
  } catch (error) {
    keepPendingLogout(error);
    throw error;
  }
}

