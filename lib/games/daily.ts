/** Which item is the daily puzzle on a given date (ARCHITECTURE "Days and streaks"). */
import { daysBetween } from '../time';
import { hashString, mulberry32, shuffledIndices } from './hash';
import type { GameId } from './types';

/** Puzzle #1: the day of release 1.0.0. */
export const PUZZLE_EPOCH = '2025-08-28';

export function puzzleNumber(date: string): number {
  return daysBetween(PUZZLE_EPOCH, date) + 1;
}

function baseCycleOrder(gameId: GameId, cycle: number, itemCount: number): number[] {
  return shuffledIndices(itemCount, mulberry32(hashString(`${gameId}:${cycle}`)));
}

/**
 * Cycle `cycle` of the daily order: a seeded shuffle of every item index. If it would open with the item
 * that closed the previous cycle, its first two positions are swapped, so (given three or more items) no item
 * runs two days in a row.
 */
export function dailyCycleOrder(gameId: GameId, cycle: number, itemCount: number): number[] {
  const order = baseCycleOrder(gameId, cycle, itemCount);
  if (itemCount > 2) {
    // The swap only touches positions 0 and 1, so the previous cycle's last item is its base one.
    const previousLast = baseCycleOrder(gameId, cycle - 1, itemCount)[itemCount - 1];
    if (order[0] === previousLast) [order[0], order[1]] = [order[1], order[0]];
  }
  return order;
}

/** The index of the daily item among `itemCount` items; each cycle of itemCount days uses every index once. */
export function dailyItemIndex(gameId: GameId, date: string, itemCount: number): number {
  if (!Number.isInteger(itemCount) || itemCount < 1) throw new RangeError(`itemCount must be a positive integer, got ${itemCount}`);
  const dayOffset = puzzleNumber(date) - 1;
  const cycle = Math.floor(dayOffset / itemCount);
  const position = dayOffset - cycle * itemCount;
  return dailyCycleOrder(gameId, cycle, itemCount)[position];
}
