/** When an outbox entry is sent again, and how long it waits first. */
import { ApiRequestError } from '../api';

/** The server judged the guess but did not confirm it stored it (`saved` false or unknown): send it again. */
export class NotSavedYet extends Error {
  constructor() {
    super('Not saved yet');
    this.name = 'NotSavedYet';
  }
}

/** This browser is not signed in as the entry's player right now: wait (they may sign in again). */
export class WaitingForPlayer extends Error {
  constructor() {
    super('Waiting for the player to be signed in');
    this.name = 'WaitingForPlayer';
  }
}

/**
 * Sent again after anything that may pass: not saved yet, a network failure or timeout, the server busy
 * or unavailable (5xx, 429), the session to be renewed (401). Any other refusal (a 4xx: the day is over
 * and no receipt proves the guess, a receipt past its 48 hours…) is final.
 */
export function shouldResend(_failureCount: number, error: unknown): boolean {
  if (!(error instanceof ApiRequestError)) return true;
  const { status } = error;
  return status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;
}

const FIRST_WAIT_MS = 1000;
const LONGEST_WAIT_MS = 60_000;

/** Exponential backoff from 1 s to a minute, each wait spread ±25 % so that many browsers do not return at once. */
export function resendDelay(failureCount: number): number {
  const wait = Math.min(FIRST_WAIT_MS * 2 ** failureCount, LONGEST_WAIT_MS);
  return Math.round(wait * (0.75 + Math.random() / 2));
}
