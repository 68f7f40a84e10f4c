/**
 * Sign-outs the server could not confirm (its database was away). Its 503 answer carries a revocation
 * token, which this browser keeps in localStorage and sends again (POST /auth/logout {revocationToken})
 * when a page loads, when the browser comes back online and every 30 s while a page is open, until a
 * server confirms it. A token can only end the session(s) it names: keeping one is safe.
 */
import { ApiRequestError } from './api';
import { postLogout } from './endpoints';

export const PENDING_LOGOUTS_KEY = 'guessdlePendingLogouts';
export const RESEND_EVERY_MS = 30_000;
/** More than one browser ever gathers; the oldest leave first. */
const MAX_KEPT = 20;

export function pendingLogouts(): string[] {
  try {
    const kept: unknown = JSON.parse(window.localStorage.getItem(PENDING_LOGOUTS_KEY) ?? '[]');
    return Array.isArray(kept) ? kept.filter((token): token is string => typeof token === 'string') : [];
  } catch {
    return [];
  }
}

function store(tokens: string[]): void {
  try {
    if (tokens.length === 0) window.localStorage.removeItem(PENDING_LOGOUTS_KEY);
    else window.localStorage.setItem(PENDING_LOGOUTS_KEY, JSON.stringify(tokens.slice(-MAX_KEPT)));
  } catch {
    // Without storage the server's own pending list is all there is.
  }
}

/** Keeps the revocation token a failed sign-out answered with, if it carried one. */
export function keepPendingLogout(failure: unknown): void {
  const token = failure instanceof ApiRequestError ? failure.answer.revocationToken : undefined;
  if (typeof token !== 'string') return;
  store([...pendingLogouts().filter((kept) => kept !== token), token]);
}

/** True when the server is done with the token: it confirmed it, or refused it as invalid (it never will confirm it). */
async function settled(token: string): Promise<boolean> {
  try {
    await postLogout({ revocationToken: token });
    return true;
  } catch (error) {
    return error instanceof ApiRequestError && error.status === 400;
  }
}

let resending: Promise<boolean> | undefined;

/** Sends every kept token again (one run at a time) and forgets those a server is done with; true when none is left. */
export function resendPendingLogouts(): Promise<boolean> {
  resending ??= (async () => {
    for (const token of pendingLogouts()) {
      if (await settled(token)) store(pendingLogouts().filter((kept) => kept !== token));
    }
    return pendingLogouts().length === 0;
  })().finally(() => {
    resending = undefined;
  });
  return resending;
}

/** While a page is open: resends at once, when the browser comes back online and every 30 s. Returns the stop function. */
export function resendPendingLogoutsWhileOpen(): () => void {
  const resend = () => {
    if (pendingLogouts().length > 0) void resendPendingLogouts();
  };
  resend();
  window.addEventListener('online', resend);
  const timer = window.setInterval(resend, RESEND_EVERY_MS);
  return () => {
    window.removeEventListener('online', resend);
    window.clearInterval(timer);
  };
}
