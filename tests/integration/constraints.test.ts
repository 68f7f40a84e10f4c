import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@/db/queries/rows';
import {
  ACHIEVEMENT_CATEGORIES,
  achievements,
  dailyGameStates,
  dailyPuzzles,
  dailyWins,
  endlessWins,
  FEEDBACK_STATUSES,
  FEEDBACK_TYPES,
  gameStats,
  RARITIES,
  ROLES,
  userAchievements,
  users,
} from '@/db/schema';

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

/** SQLSTATE 23514: a CHECK constraint refused the row. */
async function expectCheckViolation(write: Promise<unknown>, constraint: string) {
  const error = await write.then(() => null, (e: unknown) => e);
  expect(error).not.toBeNull();
  const found: unknown[] = [];
  for (let e = error as { code?: unknown; constraint?: unknown; constraint_name?: unknown; cause?: unknown } | undefined; e; e = e.cause as typeof e) {
    found.push(e.code, e.constraint ?? e.constraint_name);
  }
  expect(found).toContain('23514');
  expect(found).toContain(constraint);
}

const raw = (query: ReturnType<typeof sql>) => database.db.execute(query);
/** The rows a query returns, from either driver's result. */
const stored = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await raw(query));

describe('enum columns accept exactly the values of their arrays, even when written directly', () => {
  test.each([...ROLES])('users.role accepts %s', async (role) => {
    await raw(sql`insert into users (id, email, role) values (${`id-${role}`}, ${`${role}@example.com`}, ${role})`);
    expect(await stored(sql`select role from users where id = ${`id-${role}`}`)).toEqual([{ role }]);
  });

  test('users.role refuses anything else', async () => {
    await expectCheckViolation(raw(sql`insert into users (id, email, role) values ('id-root', 'root@example.com', 'superuser')`), 'users_role_check');
  });

  test.each([...FEEDBACK_TYPES])('feedback.type accepts %s', async (type) => {
    const [row] = await stored(sql`insert into feedback (type, subject, message) values (${type}, 'Subject', 'Message') returning id`);
    expect(await stored(sql`select type, status from feedback where id = ${row.id}`)).toEqual([{ type, status: 'new' }]);
  });

  test.each([...FEEDBACK_STATUSES])('feedback.status accepts %s', async (status) => {
    const [row] = await stored(sql`insert into feedback (type, subject, message, status) values ('bug', 'Subject', 'Message', ${status}) returning id`);
    expect(await stored(sql`select type, status from feedback where id = ${row.id}`)).toEqual([{ type: 'bug', status }]);
  });

  test('feedback.type and feedback.status refuse anything else', async () => {
    await expectCheckViolation(raw(sql`insert into feedback (type, subject, message) values ('spam', 'S', 'M')`), 'feedback_type_check');
    await expectCheckViolation(raw(sql`insert into feedback (type, subject, message, status) values ('bug', 'S', 'M', 'open')`), 'feedback_status_check');
  });

  const achievement = (key: string, category: string, rarity: string) =>
    raw(sql`insert into achievements (key, name, description, image_filename, category, rarity) values (${key}, ${key}, 'd', 'a.png', ${category}, ${rarity})`);
  const storedAchievement = async (key: string) => stored(sql`select category, rarity from achievements where key = ${key}`);

  test('achievements accept every rarity and every category', async () => {
    for (const rarity of RARITIES) {
      await achievement(`rarity-${rarity}`, 'other', rarity);
      expect(await storedAchievement(`rarity-${rarity}`)).toEqual([{ category: 'other', rarity }]);
    }
    for (const category of ACHIEVEMENT_CATEGORIES) {
      await achievement(`category-${category}`, category, 'common');
      expect(await storedAchievement(`category-${category}`)).toEqual([{ category, rarity: 'common' }]);
    }
  });

  test('achievements refuse an unknown rarity or category', async () => {
    await expectCheckViolation(achievement('mythic', 'other', 'mythic'), 'achievements_rarity_check');
    await expectCheckViolation(achievement('secret', 'secret', 'common'), 'achievements_category_check');
  });
});
