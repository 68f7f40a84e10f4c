import 'server-only';
import type { Db } from '@/db/client';
import { findDailyPuzzle, insertDailyPuzzleIfAbsent } from '@/db/queries/daily-puzzles';
import { puzzleNumber } from '@/lib/games/daily';
import type { GameConfig } from '@/lib/games/game-config';
import { findItemByName } from '@/lib/games/items';
import type { AnyItem } from '@/lib/games/types';
import { chooseDailyItemName } from './item-choice';
import { sealPuzzle } from '../fairness/salt';
import { requireDailySecret } from './secret';
import { checkForDailyPuzzleCorrections, dailyPuzzleGeneration, noteDailyPuzzleCorrections, recalledDailyPuzzle, rememberDailyPuzzle } from './puzzle-memory';

export { forgetDailyPuzzles } from './puzzle-memory';

export interface DailyPuzzle {
  date: string;
  puzzleNumber: number;
  item: AnyItem;
}

/**
 * The game's puzzle for a date: the stored one, or the item drawn with the secret (item-choice.ts), stored on
 * first use so it never changes afterwards (even if the item list, the draw or the secret changes).
 * Without DAILY_SECRET in production, a 503. Kept in memory once read (puzzle-memory.ts), so
 * today's play goes on while the database is away; a correction made by hand in any process reaches
 * this one within a few seconds.
 */
export async function getDailyPuzzle(db: Db, game: GameConfig, date: string): Promise<DailyPuzzle> {
  const secret = requireDailySecret();
  checkForDailyPuzzleCorrections(db);
  const recalled = recalledDailyPuzzle<DailyPuzzle>(game.id, date);
  if (recalled) return recalled;
  await noteDailyPuzzleCorrections(db); // before the read: what is remembered below is good for this count
  const generation = dailyPuzzleGeneration();
  return rememberDailyPuzzle(game.id, date, await readDailyPuzzle(db, game, date, secret), generation);
}

async function readDailyPuzzle(db: Db, game: GameConfig, date: string, secret: string): Promise<DailyPuzzle> {
  const stored = await storeDailyPuzzle(db, game, date, secret);
  const item = findItemByName(game.id, stored.itemName);
  if (!item) throw new Error(`Stored daily item "${stored.itemName}" is not in the ${game.id} items`);
  return { date: stored.date, puzzleNumber: stored.puzzleNumber, item };
}

/**
 * The stored puzzle of a date, or the item drawn with the secret stored now with its salt and
 * commitment (lib/services/fairness): what getDailyPuzzle reads, and what publishing days ahead stores.
 */
export async function storeDailyPuzzle(db: Db, game: GameConfig, date: string, secret: string) {
  const found = await findDailyPuzzle(db, game.id, date);
  if (found) return found;
  const chosen = { game: game.id, date, itemName: await chooseDailyItemName(db, game.id, date, secret), puzzleNumber: puzzleNumber(date) };
  return insertDailyPuzzleIfAbsent(db, { ...chosen, ...(await sealPuzzle(chosen, secret)) });
}
