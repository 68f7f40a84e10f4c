import 'server-only';
import { DatabaseTimeoutError } from '@/db/deadline';
import { readEnv } from '@/lib/env';

/**
 * Faults the end-to-end and crash tests inject into a server started with E2E_TEST_HOOKS=true (POST
 * /api/test/faults): the next `count` recordings of signed-in guesses fail as a stalled database makes
 * them fail, before anything is committed. Anywhere else this does nothing.
 */
const holder = globalThis as unknown as { __guessdleFailRecordings?: number };

export function failNextRecordings(count: number): void {
  holder.__guessdleFailRecordings = count;
}

export function injectedRecordingFault(): void {
  if (readEnv().E2E_TEST_HOOKS !== true) return;
  const left = holder.__guessdleFailRecordings ?? 0;
  if (left <= 0) return;
  holder.__guessdleFailRecordings = left - 1;
  throw new DatabaseTimeoutError('a transaction (a fault injected by the test hooks)', 0);
}
