import 'server-only';
import type { Db } from '@/db/client';
import { hasDailyWin } from '@/db/queries/daily-wins';
import type { Viewer } from '@/lib/auth/viewer';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import { chicagoDate, nextResetUTC } from '@/lib/time';
import { getDailyPuzzle } from './puzzle';

/** GET /api/daily/{game}'s answer; the item sits under the game's dailyDataField. */
export type DailyForViewer = { date: string; puzzleNumber: number; nextResetUTC: string } & Record<string, AnyItem | null | string | number>;

/**
 * Today's puzzle as `viewer` may see it: the date, the puzzle number and the next reset always; the
 * item itself only for a signed-in player who has already won it today (null for everyone else).
 */
export async function getDailyForViewer(db: Db, viewer: Viewer, game: GameConfig, now = new Date()): Promise<DailyForViewer> {
  const date = chicagoDate(now);
  const puzzle = await getDailyPuzzle(db, game, date);
  const revealed = viewer.user !== null && (await hasDailyWin(db, viewer.user.id, game.id, date));
  return {
    date,
    puzzleNumber: puzzle.puzzleNumber,
    nextResetUTC: nextResetUTC(now).toISOString(),
    [game.dailyDataField]: revealed ? puzzle.item : null,
  };
}
