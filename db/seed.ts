import { addDays, chicagoDate } from '../lib/time';
import type { Db } from './client';
import { devAccountEmail } from './queries/dev-accounts';
import { dailyWins, gameStats, users } from './schema';

const DEMO_PLAYERS = [
  { username: 'ScriptureSleuth', streaks: { 'bible-books': [6, 9, 14] } },
  { username: 'SpireClimber', streaks: { 'slay-the-spire': [4, 4, 11], pokemon: [2, 5, 6] } },
  { username: 'DeepDiver', streaks: { 'subnautica-creatures': [3, 7, 9] } },
  { username: 'CastleAge', streaks: { 'aoe2-units': [8, 8, 20], 'bible-books': [1, 3, 5] } },
  { username: 'KantoKid', streaks: { pokemon: [5, 12, 17] } },
] as const;

/**
 * Demo players with streaks, for `npm run dev` and screenshots. They are development accounts (the
 * development sign-in may sign in to them; db/queries/dev-accounts.ts). Idempotent: players that
 * exist already (same username or e-mail) are left alone. Streak triples are [current, best, daily games].
 */
export async function seedDemoData(db: Db, today = new Date()): Promise<number> {
  let created = 0;
  for (const player of DEMO_PLAYERS) {
    const [user] = await db
      .insert(users)
      .values({ username: player.username, email: devAccountEmail(player.username), name: player.username })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    created++;
    for (const [game, [current, best, dailyGames]] of Object.entries(player.streaks)) {
      await db.insert(gameStats).values({
        userId: user.id,
        game,
        currentDailyStreak: current,
        bestDailyStreak: best,
        totalDailyGamesPlayed: dailyGames,
        totalGamesPlayed: dailyGames + 3,
        lastDailyWinDate: chicagoDate(today),
        lastPlayedAt: today,
      });
      const history = Array.from({ length: current }, (_, i) => ({ userId: user.id, game, date: addDays(chicagoDate(today), -i), attempts: 4 }));
      if (history.length) await db.insert(dailyWins).values(history).onConflictDoNothing();
    }
  }
  return created;
}
