import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { achievements, dailyGameStates, dailyPuzzles, dailyWins, endlessWins, gameStats, userAchievements, users } from '@/db/schema';

let database: TestDatabase;
let aliceId: string;
beforeAll(async () => {
  database = await createTestDatabase();
  [{ id: aliceId }] = await database.db.insert(users).values({ username: 'Alice', email: 'alice@example.com' }).returning({ id: users.id });
});
afterAll(async () => { await database.destroy(); });

/** Postgres unique violations are SQLSTATE 23505; the driver wraps them in a query error. */
async function expectUniqueViolation(write: Promise<unknown>) {
  const error = await write.then(() => null, (e: unknown) => e);
  expect(error).not.toBeNull();
  const codes: unknown[] = [];
  for (let e = error as { code?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) codes.push(e.code);
  expect(codes).toContain('23505');
}

test('usernames are unique regardless of case', async () => {
  await expectUniqueViolation(database.db.insert(users).values({ username: 'ALICE', email: 'other@example.com' }));
});

test('usernames must be 3-20 letters and digits even when written directly', async () => {
  await expect(database.db.insert(users).values({ username: 'no spaces!', email: 'x@example.com' })).rejects.toThrow();
});

test('one daily puzzle per game and day', async () => {
  await database.db.insert(dailyPuzzles).values({ game: 'pokemon', date: '2026-11-21', itemName: 'Pikachu', puzzleNumber: 451 });
  await expectUniqueViolation(database.db.insert(dailyPuzzles).values({ game: 'pokemon', date: '2026-11-21', itemName: 'Mew', puzzleNumber: 452 }));
});

test('one daily game state per user, game and day', async () => {
  const state = { userId: aliceId, game: 'pokemon', date: '2026-11-21' };
  await database.db.insert(dailyGameStates).values(state);
  await expectUniqueViolation(database.db.insert(dailyGameStates).values(state));
});

test('one daily win per user, game and day', async () => {
  const win = { userId: aliceId, game: 'pokemon', date: '2026-11-21', attempts: 3 };
  await database.db.insert(dailyWins).values(win);
  await expectUniqueViolation(database.db.insert(dailyWins).values({ ...win, attempts: 5 }));
});

test('one endless win per round', async () => {
  const win = { userId: aliceId, game: 'pokemon', roundId: 'round-1', itemName: 'Mew', attempts: 2 };
  await database.db.insert(endlessWins).values(win);
  await expectUniqueViolation(database.db.insert(endlessWins).values(win));
});

test('one stats row per user and game', async () => {
  await database.db.insert(gameStats).values({ userId: aliceId, game: 'pokemon' });
  await expectUniqueViolation(database.db.insert(gameStats).values({ userId: aliceId, game: 'pokemon' }));
});

test('an achievement is unlocked once per user', async () => {
  const [achievement] = await database.db
    .insert(achievements)
    .values({ key: 'first-win', name: 'First Win', description: 'Win a daily.', imageFilename: 'first-win.png', category: 'total-wins', threshold: 1, rarity: 'common' })
    .returning({ id: achievements.id });
  await database.db.insert(userAchievements).values({ userId: aliceId, achievementId: achievement.id });
  await expectUniqueViolation(database.db.insert(userAchievements).values({ userId: aliceId, achievementId: achievement.id }));
});
