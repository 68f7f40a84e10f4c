import { and, asc, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { LeaderboardQuery, LeaderboardRow } from '@/db/queries/leaderboard';
import { gameStats, users } from '@/db/schema';

/**
 * The leaderboard as it was read before issue 38, straight from game_stats (every player grouped and sorted):
 * the reference the kept standings' reading (db/queries/leaderboard.ts) and the counted rank must agree with.
 */
export async function readLeaderboardFromStats(db: Db, query: LeaderboardQuery): Promise<LeaderboardRow[]> {
  const alive = sql`case when ${gameStats.lastDailyWinDate} >= ${query.yesterday}::date then ${gameStats.currentDailyStreak} else 0 end`;
  return query.game === undefined ? readAllGames(db, alive, query.limit) : readOneGame(db, alive, query.game, query.limit);
}

function readOneGame(db: Db, alive: SQL, game: string, limit: number): Promise<LeaderboardRow[]> {
  const currentStreak = sql<number>`${alive}`.mapWith(Number);
  return db
    .select({
      id: users.id,
      username: sql<string>`${users.username}`,
      currentStreak,
      bestStreak: gameStats.bestDailyStreak,
      totalDailyGamesPlayed: gameStats.totalDailyGamesPlayed,
      totalGamesPlayed: gameStats.totalGamesPlayed,
    })
    .from(gameStats)
    .innerJoin(users, eq(users.id, gameStats.userId))
    .where(and(eq(gameStats.game, game), gt(gameStats.totalDailyGamesPlayed, 0), isNotNull(users.username)))
    .orderBy(desc(currentStreak), desc(gameStats.bestDailyStreak), desc(gameStats.totalDailyGamesPlayed), asc(sql`lower(${users.username})`), asc(users.id))
    .limit(limit);
}

function readAllGames(db: Db, alive: SQL, limit: number): Promise<LeaderboardRow[]> {
  const currentStreak = sql<number>`max(${alive})`.mapWith(Number);
  const bestStreak = sql<number>`max(${gameStats.bestDailyStreak})`.mapWith(Number);
  const totalDailyGamesPlayed = sql<number>`sum(${gameStats.totalDailyGamesPlayed})`.mapWith(Number);
  const totalGamesPlayed = sql<number>`sum(${gameStats.totalGamesPlayed})`.mapWith(Number);
  return db
    .select({ id: users.id, username: sql<string>`${users.username}`, currentStreak, bestStreak, totalDailyGamesPlayed, totalGamesPlayed })
    .from(gameStats)
    .innerJoin(users, eq(users.id, gameStats.userId))
    .where(isNotNull(users.username))
    .groupBy(users.id, users.username)
    .having(gt(sql`sum(${gameStats.totalDailyGamesPlayed})`, 0))
    .orderBy(desc(currentStreak), desc(bestStreak), desc(totalDailyGamesPlayed), asc(sql`lower(${users.username})`), asc(users.id))
    .limit(limit);
}
