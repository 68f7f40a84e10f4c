/**
 * The signed-in user as GET /auth/me last answered, kept in this browser (without the e-mail), so that a
 * page loaded while the database is away still knows who is signed in: the header keeps the player's
 * name and the game board plays as them, with what it cannot store waiting in the outbox (issue 36
 * item 0: an outage must never turn a signed-in player into a guest). It is only a stand-in while
 * /auth/me fails: a successful read replaces it, and a sign-out or a 401 forgets it.
 */
import type { AccountUser } from '@/lib/auth/account-user';

export const LAST_USER_KEY = 'guessdleLastUser';

const isRemembered = (value: unknown): value is AccountUser =>
  typeof value === 'object' && value !== null && typeof (value as AccountUser).id === 'string' && typeof (value as AccountUser).role === 'string';

export function rememberUser(user: AccountUser): void {
  try {
    window.localStorage.setItem(LAST_USER_KEY, JSON.stringify({ ...user, email: null }));
  } catch {
    // storage refused: the page only loses the stand-in
  }
}

export function forgetUser(): void {
  try {
    window.localStorage.removeItem(LAST_USER_KEY);
  } catch {
    // nothing kept
  }
}

export function lastKnownUser(): AccountUser | null {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(LAST_USER_KEY) ?? 'null');
    return isRemembered(kept) ? kept : null;
  } catch {
    return null;
  }
}
