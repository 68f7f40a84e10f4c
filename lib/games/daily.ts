/**
 * Which item is the daily puzzle on a given date (ARCHITECTURE "Days and streaks"). Server only: the
 * order is keyed by the server's DAILY_SECRET, so it cannot be computed from the public catalogue.
 */
import { createHmac } from 'node:crypto';
import { daysBetween } from '../time';
import { shuffledIndices } from './hash';
import type { GameId } from './types';

/** Puzzle #1: the day of release 1.0.0. */
export const PUZZLE_EPOCH = '2025-08-28';

/** No item comes back within this many days (a game with fewer items waits its size minus one days). */
export const NO_REPEAT_DAYS = 30;

export function puzzleNumber(date: string): number {
  return daysBetween(PUZZLE_EPOCH, date) + 1;
}

/** The gap actually kept for a game of `itemCount` items: 30 days, or itemCount - 1 when it has fewer. */
export function noRepeatDays(itemCount: number): number {
  return Math.min(NO_REPEAT_DAYS, itemCount - 1);
}

/** A stream of floats in [0, 1) from HMAC-SHA256(secret, label:block), 32 bits per number. */
function secretRandom(secret: string, label: string): () => number {
  let block: Buffer = Buffer.alloc(0);
  let blockNumber = 0;
  let offset = 0;
  return () => {
    if (offset >= block.length) {
      block = createHmac('sha256', secret).update(`${label}:${blockNumber++}`).digest();
      offset = 0;
    }
    const value = block.readUInt32BE(offset);
    offset += 4;
    return value / 4294967296;
  };
}

/**
 * Puts `shuffled` in order so that no item placed in the previous cycle's last `gap` days comes back
 * within `gap` days: an item at position p of the previous cycle may not sit before position
 * p + gap + 1 - itemCount. Each position takes the first waiting item of the shuffle that is allowed
 * there; one always is, since gap < itemCount.
 */
function keepApart(shuffled: number[], previous: number[], gap: number): number[] {
  const itemCount = shuffled.length;
  const earliest = new Map<number, number>();
  previous.forEach((item, position) => {
    const first = position + gap + 1 - itemCount;
    if (first > 0) earliest.set(item, first);
  });
  const placed: number[] = [];
  const held: number[] = [];
  let next = 0;
  while (placed.length < itemCount) {
    const position = placed.length;
    const allowed = (item: number) => (earliest.get(item) ?? 0) <= position;
    const heldIndex = held.findIndex(allowed);
    if (heldIndex >= 0) {
      placed.push(held.splice(heldIndex, 1)[0]);
      continue;
    }
    while (!allowed(shuffled[next])) held.push(shuffled[next++]);
    placed.push(shuffled[next++]);
  }
  return placed;
}

const cycleCache = new Map<string, number[]>();
const CYCLE_CACHE_LIMIT = 2000;

/**
 * Cycle `cycle` of the daily order: a shuffle of every item index seeded by HMAC(secret, game and
 * cycle), rearranged so that no item repeats within noRepeatDays(itemCount) days of the previous
 * cycle's end. Cycle 0 (and the unused ones before the epoch) follows no earlier cycle.
 */
export function dailyCycleOrder(gameId: GameId, cycle: number, itemCount: number, secret: string): number[] {
  const key = `${secret.length}:${secret}\u0000${gameId}:${itemCount}:${cycle}`;
  const cached = cycleCache.get(key);
  if (cached) return [...cached];
  const shuffled = shuffledIndices(itemCount, secretRandom(secret, `guessdle:daily-order:${gameId}:${itemCount}:${cycle}`));
  let order = shuffled;
  if (cycle > 0 && itemCount > 1) {
    // Computed from cycle 1 upwards through the cache, so a late cycle never recurses deeply.
    for (let earlier = 1; earlier < cycle; earlier++) dailyCycleOrder(gameId, earlier, itemCount, secret);
    order = keepApart(shuffled, dailyCycleOrder(gameId, cycle - 1, itemCount, secret), noRepeatDays(itemCount));
  }
  if (cycleCache.size >= CYCLE_CACHE_LIMIT) cycleCache.clear();
  cycleCache.set(key, order);
  return [...order];
}

/** The index of the daily item among `itemCount` items; each cycle of itemCount days uses every index once. */
export function dailyItemIndex(gameId: GameId, date: string, itemCount: number, secret: string): number {
  if (!Number.isInteger(itemCount) || itemCount < 1) throw new RangeError(`itemCount must be a positive integer, got ${itemCount}`);
  if (!secret) throw new RangeError('The daily order needs a secret');
  const dayOffset = puzzleNumber(date) - 1;
  const cycle = Math.floor(dayOffset / itemCount);
  const position = dayOffset - cycle * itemCount;
  return dailyCycleOrder(gameId, cycle, itemCount, secret)[position];
}
