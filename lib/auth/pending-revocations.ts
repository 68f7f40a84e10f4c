import 'server-only';
import { getDb, type Db } from '@/db/client';
import { runWithRequestDeadline } from '@/db/deadline';
import { isDatabaseUnavailable } from '@/lib/http/errors';
import { signRevocationToken } from './revocation-token';
import { endSessionRecords, revokes, type SessionRevocation } from './session-records';
import { log } from '@/lib/observability/log';

/**
 * Logouts the database did not confirm (it was away, or its answer never came). Until they reach the
 * database this process refuses the sessions they name (isRevocationPending), applies them before any
 * session is looked up (applyPendingRevocations) and tries again every few seconds by itself. Another
 * process knows nothing of them: the browser holds the same revocation as a signed token and sends it
 * again until a server confirms (lib/client/pending-logout.ts).
 */

/** A logout that could not be confirmed: the token to hand the browser. */
export interface PendingLogout {
  revocationToken: string;
}

const RETRY_EVERY_MS = 5_000;
/** Far more than an outage can gather (a logout needs a session, and no one signs in while the database is away). */
const MAX_PENDING = 10_000;

interface PendingState {
  /** By session id, or by user for "all devices" (the later time wins). */
  revocations: Map<string, SessionRevocation>;
  applying?: Promise<void>;
  retry?: ReturnType<typeof setTimeout>;
}

// On globalThis: route handlers and pages are separate bundles of one process.
const holder = globalThis as unknown as { __guessdlePendingRevocations?: PendingState };
const pending = (): PendingState => (holder.__guessdlePendingRevocations ??= { revocations: new Map() });

/** How many logouts this process holds unconfirmed (guessdle_pending_revocations). */
export function pendingRevocationCount(): number {
  return pending().revocations.size;
}

const sidKey = (sid: string) => `sid:${sid}`;
const userKey = (userId: string) => `user:${userId}`;
const keyOf = (revocation: SessionRevocation) => ('sid' in revocation ? sidKey(revocation.sid) : userKey(revocation.userId));

function remember(revocation: SessionRevocation): void {
  const { revocations } = pending();
  const key = keyOf(revocation);
  const known = revocations.get(key);
  if (known && 'startedUntil' in known && 'startedUntil' in revocation && known.startedUntil > revocation.startedUntil) return;
  if (!known && revocations.size >= MAX_PENDING) revocations.delete(revocations.keys().next().value!);
  revocations.set(key, revocation);
  scheduleRetry();
}

/** True when a logout of this session is waiting for the database: the session is signed out already. */
export function isRevocationPending(session: { sid: string; userId: string }): boolean {
  const { revocations } = pending();
  if (revocations.size === 0) return false;
  const candidates = [revocations.get(sidKey(session.sid)), revocations.get(userKey(session.userId))];
  return candidates.some((revocation) => revocation !== undefined && revokes(revocation, session));
}

/** Deletes the rows of every pending revocation (one run at a time); rejects while the database is away. */
export function applyPendingRevocations(db: Db): Promise<void> {
  const state = pending();
  if (state.revocations.size === 0) return Promise.resolve();
  state.applying ??= applyEach(db, state).finally(() => {
    state.applying = undefined;
  });
  return state.applying;
}

async function applyEach(db: Db, state: PendingState): Promise<void> {
  for (const [key, revocation] of [...state.revocations]) {
    await endSessionRecords(db, revocation);
    if (state.revocations.get(key) === revocation) state.revocations.delete(key);
  }
}

function scheduleRetry(): void {
  const state = pending();
  if (state.retry) return;
  state.retry = setTimeout(async () => {
    state.retry = undefined;
    // A budget of its own: the timer was set during a request, whose spent budget it would otherwise inherit
    // (every retry would then fail at once, and the logout would reach the database only by the browser's resend).
    await runWithRequestDeadline(() => getDb().then(applyPendingRevocations)).catch(() => undefined); // still away: the next try comes
    if (state.revocations.size > 0) scheduleRetry();
  }, RETRY_EVERY_MS);
  state.retry.unref?.();
}

/**
 * Ends the sessions `revocation` names. When the database does not confirm it (an error, or a deadline
 * passed after the DELETE may have been applied), the revocation is kept pending here and its token
 * returned, for the caller to answer 503 with.
 */
export async function revokeSessions(revocation: SessionRevocation): Promise<PendingLogout | undefined> {
  try {
    await endSessionRecords(await getDb(), revocation);
    return undefined;
  } catch (error) {
    if (!isDatabaseUnavailable(error)) log().error({ err: error }, '[auth] ending a session failed');
    remember(revocation);
    return { revocationToken: signRevocationToken(revocation) };
  }
}

/** Forgets every pending revocation, as a process that never saw them would (tests). */
export function forgetPendingRevocations(): void {
  const state = pending();
  if (state.retry) clearTimeout(state.retry);
  holder.__guessdlePendingRevocations = undefined;
}
