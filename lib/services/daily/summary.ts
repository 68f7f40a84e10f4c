import 'server-only';
import type { Db } from '@/db/client';
import { listGamesWonOn, listWinDatesUpTo } from '@/db/queries/daily-wins';
import { listGameStatsOfUser, type GameStatsRow } from '@/db/queries/game-stats';
import { GAME_IDS_IN_SPEC_ORDER } from '@/lib/games/registry';
import { currentStreak, effectiveCurrentStreak } from '@/lib/games/streak';
import type { GameId } from '@/lib/games/types';
import type { DailySummaryResponse, GameSummaryEntry } from '@/lib/progress/types';
import { daysBetween } from '@/lib/time';

/**
 * The current streak as of `date`: the kept one while `date` is on or after the last win (the usual
 * case, `date` being today); for an earlier day the kept value includes later wins, so it is counted
 * from the win history instead.
 */
async function currentStreakOn(db: Db, userId: string, row: GameStatsRow | undefined, date: string): Promise<number> {
  if (!row?.lastDailyWinDate) return 0;
  if (daysBetween(row.lastDailyWinDate, date) >= 0) {
    return effectiveCurrentStreak({ current: row.currentDailyStreak, lastWinDate: row.lastDailyWinDate }, date);
  }
  return currentStreak(await listWinDatesUpTo(db, userId, row.game, date), date);
}

/** Every game's current streak, best streak and whether it was won on `date` (accounts-side §7.2). */
export async function getDailySummary(db: Db, userId: string, date: string): Promise<DailySummaryResponse> {
  const [rows, wonGames] = await Promise.all([listGameStatsOfUser(db, userId), listGamesWonOn(db, userId, date)]);
  const entries = await Promise.all(
    GAME_IDS_IN_SPEC_ORDER.map(async (id): Promise<[GameId, GameSummaryEntry]> => {
      const row = rows.find((r) => r.game === id);
      const entry = { currentStreak: await currentStreakOn(db, userId, row, date), bestStreak: row?.bestDailyStreak ?? 0, isCompleted: wonGames.includes(id) };
      return [id, entry];
    }),
  );
  return { date, gameData: Object.fromEntries(entries) as Record<GameId, GameSummaryEntry> };
}
