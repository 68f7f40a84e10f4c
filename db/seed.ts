import { addDays, chicagoDate } from '../lib/time';
import type { Db } from './client';
import { dailyWins, gameStats, users } from './schema';

const DEMO_PLAYERS = [
  { username: 'ScriptureSleuth', email: 'sleuth@demo.guessdle.invalid', streaks: { 'bible-books': [6, 9, 14] } },
  { username: 'SpireClimber', email: 'climber@demo.guessdle.invalid', streaks: { 'slay-the-spire': [4, 4, 11], pokemon: [2, 5, 6] } },
  { username: 'DeepDiver', email: 'diver@demo.guessdle.invalid', streaks: { 'subnautica-creatures': [3, 7, 9] } },
  { username: 'CastleAge', email: 'castle@demo.guessdle.invalid', streaks: { 'aoe2-units': [8, 8, 20], 'bible-books': [1, 3, 5] } },
  { username: 'KantoKid', email: 'kanto@demo.guessdle.invalid', streaks: { pokemon: [5, 12, 17] } },
] as const;

/**
 * Demo players with streaks, for `npm run dev` and screenshots. Idempotent: players that exist
 * already (matched by e-mail) are left alone. Streak triples are [current, best, daily games].
 */
export async function seedDemoData(db: Db, today = new Date()): Promise<number> {
  let created = 0;
  for (const player of DEMO_PLAYERS) {
    const [user] = await db
      .insert(users)
      .values({ username: player.username, email: player.email, name: player.username })
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
