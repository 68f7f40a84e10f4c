/**
 * The arithmetic of the reset countdown (game-side §4 "Reset countdown", §9): pure, so it is
 * unit-testable without timers or a browser.
 */
import type { TimeInfo } from '@/lib/time';
import { RESETTING_TEXT } from '@/lib/messages/game';
import { formatCountdown } from '@/lib/time-display';

/** GET /api/time/info's answer, as the route handler builds it (lib/time.ts timeInfo()). */
export type { TimeInfo };

/** At 0 the countdown shows 'Resetting...' and asks the server again this much later. */
export const RESET_REFETCH_DELAY_MS = 1_000;
/** A tab hidden for longer than this refetches the reset time when it becomes visible. */
export const STALE_AFTER_HIDDEN_MS = 30_000;
/** At this many seconds or fewer the countdown turns urgent. */
export const URGENT_AT_SECONDS = 60;

/**
 * The reset instant on this browser's clock: the server's nextResetUTC shifted by how far the
 * browser's clock is from the server's, so a wrong clock on the player's machine does not matter.
 */
export function resetAtOnClientClock(info: Pick<TimeInfo, 'nextResetUTC' | 'serverTime'>, receivedAtMs: number): number {
  const resetAt = Date.parse(info.nextResetUTC);
  if (Number.isNaN(resetAt)) throw new RangeError(`Invalid nextResetUTC: ${info.nextResetUTC}`);
  const serverNow = Date.parse(info.serverTime);
  const clockOffset = Number.isNaN(serverNow) ? 0 : serverNow - receivedAtMs;
  return resetAt - clockOffset;
}

/** Whole seconds left until `targetMs`, rounded up (so 0 only once the instant has passed), never negative. */
export function secondsUntil(targetMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((targetMs - nowMs) / 1000));
}

/** Milliseconds until the shown second changes, so ticks stay on the second instead of drifting. */
export function msUntilNextTick(targetMs: number, nowMs: number): number {
  const remainder = (targetMs - nowMs) % 1000;
  return remainder > 0 ? remainder : 1000;
}

/** What the countdown reads: the time left, or 'Resetting...' once it reaches 0. */
export function countdownText(secondsLeft: number): string {
  return secondsLeft <= 0 ? RESETTING_TEXT : formatCountdown(secondsLeft);
}

export function isUrgent(secondsLeft: number): boolean {
  return secondsLeft <= URGENT_AT_SECONDS;
}

/** True when a tab hidden since `hiddenAtMs` should fetch the reset time again on becoming visible. */
export function shouldRefetchAfterHidden(hiddenAtMs: number | null, nowMs: number): boolean {
  return hiddenAtMs !== null && nowMs - hiddenAtMs > STALE_AFTER_HIDDEN_MS;
}
