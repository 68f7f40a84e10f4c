import 'server-only';
import type { Db } from '@/db/client';
import { hasDailyWin } from '@/db/queries/daily-wins';
import type { Viewer } from '@/lib/auth/viewer';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import { addDays, chicagoDate, nextResetUTC } from '@/lib/time';
import { getDailyPuzzle } from './puzzle';

/** Yesterday's puzzle, over: its date, number and answer's name (never today's). */
export interface YesterdaysAnswer {
  date: string;
  puzzleNumber: number;
  name: string;
}

/** GET /api/daily/{game}'s answer; the item sits under the game's dailyDataField. */
export type DailyForViewer = { date: string; puzzleNumber: number; nextResetUTC: string; yesterday: YesterdaysAnswer | null } & Record<
  string,
  AnyItem | YesterdaysAnswer | null | string | number
>;

/**
 * Today's puzzle as `viewer` may see it: the date, the puzzle number and the next reset always; the
 * item itself only for a signed-in player who has already won it today (null for everyone else); and
 * yesterday's answer (null on puzzle #1, which has no yesterday).
 */
export async function getDailyForViewer(db: Db, viewer: Viewer, game: GameConfig, now = new Date()): Promise<DailyForViewer> {
  const date = chicagoDate(now);
  const puzzle = await getDailyPuzzle(db, game, date);
  const revealed = viewer.user !== null && (await hasDailyWin(db, viewer.user.id, game.id, date));
  return {
    date,
    puzzleNumber: puzzle.puzzleNumber,
    nextResetUTC: nextResetUTC(now).toISOString(),
    yesterday: await yesterdaysAnswer(db, game, puzzle.puzzleNumber, date),
    [game.dailyDataField]: revealed ? puzzle.item : null,
  };
}

/** The previous day's puzzle (remembered in memory once read, like today's: lib/services/daily/puzzle.ts). */
async function yesterdaysAnswer(db: Db, game: GameConfig, todaysNumber: number, today: string): Promise<YesterdaysAnswer | null> {
  if (todaysNumber <= 1) return null;
  const yesterday = await getDailyPuzzle(db, game, addDays(today, -1));
  return { date: yesterday.date, puzzleNumber: yesterday.puzzleNumber, name: yesterday.item.name };
}
