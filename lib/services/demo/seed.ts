import { randomUUID } from 'node:crypto';
import { getItems } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import type { GameId } from '@/lib/games/types';
import { grantEarnedAchievements } from '@/lib/services/achievements/achievements';
import { getDailyPuzzle } from '@/lib/services/daily/puzzle';
import { judge } from '@/lib/services/play/judge';
import { chicagoDate } from '@/lib/time';
import type { Db } from '@/db/client';
import { addWinsToCounts } from '@/db/queries/daily-win-counts';
import { devAccountEmail } from '@/db/queries/dev-accounts';
import { dailyGameStates, dailyWins, endlessWins, feedback, gameStats, users } from '@/db/schema';
import type { Role } from '@/db/schema/auth';
import { demoWinDays, type DemoRecord } from './seed-history';

type DemoPlayer = { username: string; role?: Role; records: Partial<Record<GameId, DemoRecord>> };

/** [current streak, best streak, daily wins], and three endless wins in each game played. */
const record = (current: number, best: number, dailyWins: number): DemoRecord => ({ current, best, dailyWins, endlessWins: 3 });

const DEMO_PLAYERS: readonly DemoPlayer[] = [
  { username: 'ScriptureSleuth', records: { 'bible-books': record(6, 9, 16) } },
  { username: 'SpireClimber', records: { 'slay-the-spire': record(4, 4, 11), pokemon: record(2, 5, 7) } },
  { username: 'DeepDiver', records: { 'subnautica-creatures': record(3, 7, 10) } },
  { username: 'CastleAge', records: { 'aoe2-units': record(8, 8, 20), 'bible-books': record(1, 3, 5) } },
  { username: 'KantoKid', records: { pokemon: record(5, 12, 17) } },
  // Staff, so that `npm run dev` shows the admin dashboard (sign in as DemoOwner with the development sign-in).
  { username: 'DemoOwner', role: 'owner', records: { pokemon: record(1, 2, 3) } },
  { username: 'DemoModerator', role: 'moderator', records: {} },
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
 * exist already (same username or e-mail) are left alone. Each record is seeded as the history behind it
 * (daily wins with their won rounds and everyone's counts, endless wins) and the kept values follow from that
 * history, unlocks included, so `npm run db:check` finds nothing on a freshly seeded database (issue 40).
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
    for (const [game, kept] of Object.entries(player.records) as [GameId, DemoRecord | undefined][]) {
      if (kept) await seedRecord(db, user.id, game, kept, today);
    }
    await grantEarnedAchievements(db, user.id, today);
  }
  if (created > 0) await db.insert(feedback).values([...DEMO_FEEDBACK]);
  return created;
}

async function seedRecord(db: Db, userId: string, game: GameId, kept: DemoRecord, today: Date): Promise<void> {
  const days = demoWinDays(kept, chicagoDate(today));
  const wonAt = (day: string) => new Date(`${day}T18:00:00Z`);
  const endlessAt = (i: number) => new Date(today.getTime() - (i + 1) * 3_600_000);
  if (days.length) {
    await db.insert(dailyGameStates).values(await Promise.all(days.map(async (day) => ({ userId, game, date: day, ...(await wonRound(db, game, day)), createdAt: wonAt(day), updatedAt: wonAt(day) }))));
    const inserted = await db.insert(dailyWins).values(days.map((day) => ({ userId, game, date: day, attempts: DEMO_ROUND_GUESSES, wonAt: wonAt(day) }))).returning({ id: dailyWins.id });
    // Everyone's numbers count every recorded win (db/queries/daily-win-counts.ts), the seeded ones too.
    await addWinsToCounts(db, inserted.map((row) => row.id));
  }
  const endless = Array.from({ length: kept.endlessWins }, (_, i) => ({ userId, game, roundId: randomUUID(), itemName: 'demo', attempts: 5, wonAt: endlessAt(i) }));
  if (endless.length) await db.insert(endlessWins).values(endless);
  // The kept values, as recording would have left them; the players' aggregates and leaderboard places follow from these.
  await db.insert(gameStats).values({
    userId,
    game,
    currentDailyStreak: kept.current,
    bestDailyStreak: kept.best,
    totalDailyGamesPlayed: days.length,
    totalGamesPlayed: days.length + endless.length,
    lastDailyWinDate: days[0] ?? null,
    lastPlayedAt: endless.length ? endlessAt(0) : days.length ? wonAt(days[0]) : today,
  });
}

/** Each seeded daily win took this many guesses: misses first, then that day's answer. */
const DEMO_ROUND_GUESSES = 4;

/** A won round of `day` as the page shows it again: a few misses and the day's real answer, judged as in play. */
async function wonRound(db: Db, gameId: GameId, day: string) {
  const game = getGame(gameId)!;
  const { item: answer } = await getDailyPuzzle(db, game, day);
  const misses = getItems(gameId).filter((item) => item.name !== answer.name).slice(0, DEMO_ROUND_GUESSES - 1);
  const guesses = [...misses, answer];
  return {
    gameWon: true,
    guessedCards: guesses.map((item) => item.name),
    attemptsData: guesses.map((item) => judge(game, item, answer).attempt),
    currentCardId: answer.name,
  };
}
