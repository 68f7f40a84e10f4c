import { gameStats, users } from '../schema';
import type { Db } from '../client';

/**
 * E2E set-up only (app/api/test/ranked-players): `count` players with a username and a running streak of `streak`
 * days in `game`, last won today, so that a test's own player ranks below them. The triggers of game_stats keep
 * their standings (drizzle/0011_leaderboard_standings.sql).
 */
export async function insertRankedPlayers(db: Db, options: { game: string; count: number; streak: number; today: string; prefix: string }): Promise<string[]> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .insert(users)
      .values(Array.from({ length: options.count }, (_, i) => ({ username: `${options.prefix}${i}`, email: `${options.prefix.toLowerCase()}${i}@e2e.guessdle.invalid` })))
      .returning({ id: users.id, username: users.username });
    await tx.insert(gameStats).values(
      rows.map((row) => ({
        userId: row.id,
        game: options.game,
        currentDailyStreak: options.streak,
        bestDailyStreak: options.streak,
        lastDailyWinDate: options.today,
        totalDailyGamesPlayed: options.streak,
        totalGamesPlayed: options.streak,
      })),
    );
    return rows.map((row) => row.username ?? '');
  });
}
