import { addDays, chicagoDate } from '../lib/time';
import type { Db } from './client';
import { addWinsToCounts } from './queries/daily-win-counts';
import { devAccountEmail } from './queries/dev-accounts';
import { dailyWins, feedback, gameStats, users } from './schema';
import type { Role } from './schema/auth';

type DemoPlayer = { username: string; role?: Role; streaks: Partial<Record<string, readonly [number, number, number]>> };

const DEMO_PLAYERS: readonly DemoPlayer[] = [
  { username: 'ScriptureSleuth', streaks: { 'bible-books': [6, 9, 14] } },
  { username: 'SpireClimber', streaks: { 'slay-the-spire': [4, 4, 11], pokemon: [2, 5, 6] } },
  { username: 'DeepDiver', streaks: { 'subnautica-creatures': [3, 7, 9] } },
  { username: 'CastleAge', streaks: { 'aoe2-units': [8, 8, 20], 'bible-books': [1, 3, 5] } },
  { username: 'KantoKid', streaks: { pokemon: [5, 12, 17] } },
  // Staff, so that `npm run dev` shows the admin dashboard (sign in as DemoOwner with the development sign-in).
  { username: 'DemoOwner', role: 'owner', streaks: { pokemon: [1, 2, 2] } },
  { username: 'DemoModerator', role: 'moderator', streaks: {} },
];

/** Something in each corner of the admin Feedback tab, sent when the demo players are first created. */
const DEMO_FEEDBACK = [
  { type: 'feature', subject: 'A sixth game?', message: 'I would love a daily for Zelda items. The Pokemon one is great.', email: 'fan@example.com' },
  { type: 'bug', subject: 'Leaderboard', message: 'The leaderboard did not show my streak after midnight.', pageSection: 'Leaderboard', reproductionSteps: 'Win a daily just before midnight, open the leaderboard after it.', status: 'in_progress' },
  { type: 'question', subject: 'When does the daily reset?', message: 'Is it midnight where I live or somewhere else?', status: 'resolved', adminNotes: 'Answered: midnight in Chicago.' },
  { type: 'data_correction', subject: 'Data correction: Eevee (Pokemon Gen 1)', message: 'Reported incorrect data for Eevee in: Hint.', gameId: 'pokemon', itemName: 'Eevee', categories: ['hint'] },
] as const satisfies readonly (typeof feedback.$inferInsert)[];

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
      .values({ username: player.username, email: devAccountEmail(player.username), name: player.username, role: player.role ?? 'user' })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!user) continue;
    created++;
    for (const [game, streak] of Object.entries(player.streaks)) {
      if (!streak) continue;
      const [current, best, dailyGames] = streak;
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
      if (!history.length) continue;
      const inserted = await db.insert(dailyWins).values(history).onConflictDoNothing().returning({ id: dailyWins.id });
      // Everyone's numbers count every recorded win (db/queries/daily-win-counts.ts), the seeded ones too.
      await addWinsToCounts(db, inserted.map((row) => row.id));
    }
  }
  if (created > 0) await db.insert(feedback).values([...DEMO_FEEDBACK]);
  return created;
}
