/**
 * Which item is the daily puzzle on a given date (ARCHITECTURE "Days and streaks"). Server only: the
 * draw is keyed by the server's DAILY_SECRET, so it cannot be computed from the public catalogue.
 */
import { createHmac } from 'node:crypto';
import { daysBetween } from '../time';

/** Puzzle #1: the day of release 1.0.0. */
export const PUZZLE_EPOCH = '2025-08-28';

/** No item comes back within this many days, unless the game is too small to keep half its items possible. */
export const NO_REPEAT_DAYS = 30;

export function puzzleNumber(date: string): number {
  return daysBetween(PUZZLE_EPOCH, date) + 1;
}

/**
 * K, the days an item waits before it can come back, for a game of `itemCount` items: 30, or fewer so
 * that at least half of the items stay possible every day (issue 36 item 1). Each day's answer is drawn
 * among the items not stored in the previous K days, so the day's candidates never drop below itemCount - K.
 */
export function noRepeatDays(itemCount: number): number {
  return Math.max(0, Math.min(NO_REPEAT_DAYS, Math.floor((itemCount - 1) / 2)));
}

/**
 * A uniform whole number in [0, count) from HMAC-SHA256(secret, label), by rejection: 32 bits at a time,
 * values above the last whole multiple of `count` are thrown away so no candidate is favoured.
 */
function secretIndex(secret: string, label: string, count: number): number {
  const limit = Math.floor(4294967296 / count) * count;
  for (let block = 0; ; block++) {
    const digest = createHmac('sha256', secret).update(`${label}:${block}`).digest();
    for (let offset = 0; offset < digest.length; offset += 4) {
      const value = digest.readUInt32BE(offset);
      if (value < limit) return value % count;
    }
  }
}

/**
 * The position of the day's answer among `candidateCount` candidates (the items not stored in the K days
 * around the date, in code-unit order): an HMAC-keyed draw of the game and date. Only the candidates
 * depend on earlier days, so there is no cycle to follow and nothing shrinks as days pass.
 */
export function dailyDrawIndex(gameId: string, date: string, candidateCount: number, secret: string): number {
  if (!Number.isInteger(candidateCount) || candidateCount < 1) throw new RangeError(`candidateCount must be a positive integer, got ${candidateCount}`);
  if (!secret) throw new RangeError('The daily draw needs a secret');
  return secretIndex(secret, `guessdle:daily-draw:${gameId}:${date}`, candidateCount);
}
