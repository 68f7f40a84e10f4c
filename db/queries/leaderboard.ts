import { and, asc, desc, eq, gt, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { gameStats, users } from '../schema';

export interface LeaderboardRow {
  id: string;
  username: string;
  currentStreak: number;
  bestStreak: number;
  totalDailyGamesPlayed: number;
  totalGamesPlayed: number;
}

export interface LeaderboardQuery {
  /** One game's ranking; undefined ranks every game together (each player by their best game). */
  game?: string;
  limit: number;
  /** The day before today: a kept streak whose last win is older than this is broken and counts as 0. */
  yesterday: string;
}

/**
 * Reads the ranking from the kept values in game_stats (never from the win history): effective current
 * streak, then best streak, then daily games, then username (case-insensitive), all descending but the name.
 * One game's query filters on game_stats_leaderboard_idx (game, ...).
 */
export async function readLeaderboard(db: Db, query: LeaderboardQuery): Promise<LeaderboardRow[]> {
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
