/** The browser's session calls (accounts-side §7.1). */
import type { AccountUser } from '@/lib/auth/account-user';
import { AUTH_INDICATOR_COOKIE } from '@/lib/auth/indicator';
import { ApiRequestError } from './api';
import { getCurrentUser, postLogout, postSessionRefresh } from './endpoints';

export const SESSION_REFRESH_INTERVAL_MS = 840_000;

export function hasAuthIndicator(cookie = document.cookie): boolean {
  return cookie.split(';').some((part) => part.trim() === `${AUTH_INDICATOR_COOKIE}=1`);
}

/** The signed-in user, or null when signed out (a 401 is quiet; other failures also clear the user). */
export async function fetchCurrentUser(): Promise<AccountUser | null> {
  try {
    return (await getCurrentUser()).user;
  } catch (error) {
    if (!(error instanceof ApiRequestError && error.status === 401)) console.warn('Could not load the current user:', error);
    return null;
  }
}

/** Re-issues the session cookie; false when the session is gone. */
export async function refreshSessionCookie(): Promise<boolean> {
  try {
    await postSessionRefresh();
    return true;
  } catch (error) {
    const status = error instanceof ApiRequestError ? error.status : 0;
    console.warn(`Refresh failed: ${status}`);
    return status !== 401;
  }
}

/** Ends the session; a failure is only logged (the caller clears the user anyway). */
export async function requestLogout(): Promise<void> {
  try {
    await postLogout();
  } catch (error) {
    console.warn('Logout failed:', error);
  }
}

