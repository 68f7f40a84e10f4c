import { count } from 'drizzle-orm';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as postReport } from '@/app/api/feedback/data-correction/route';
import { GET as getUserStats } from '@/app/api/game-stats/user/[userId]/route';
import { GET as getDayStates } from '@/app/api/daily-game-states/user/[userId]/date/[date]/route';
import { POST as setUsername } from '@/app/auth/set-username/route';
import { feedback } from '@/db/schema';
import { chicagoDate } from '@/lib/time';
import { actAs, insertUser, setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import { callRoute } from '@/tests/helpers/call-route';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

jest.mock('@/lib/auth/session', () => jest.requireActual('@/tests/helpers/session-mock').sessionModuleMock({ refreshSession: jest.fn(async () => true) }));

let database: TestDatabase;
let admin: string;
beforeAll(async () => {
  database = await createTestDatabase();
  admin = await insertUser(database.db, { role: 'admin' });
  await setTodaysSecret(database.db, 'pokemon', 'Eevee');
});
afterAll(async () => { await database.destroy(); });
beforeEach(() => actAs(admin));

async function storedReports(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(feedback);
  return Number(row.n);
}

const NUL = '\u0000';
const LONE_SURROGATE = '\uD800';

describe('a NUL or a lone surrogate in any string is a 400 JSON error, never a 500', () => {
  test.each([['a NUL', `Wrong type${NUL}`], ['a lone surrogate', `Wrong type${LONE_SURROGATE}`]])(
    '%s in the notes of a data-correction report stores nothing', async (_label, notes) => {
      const before = await storedReports();
      const result = await callRoute(postReport, { method: 'POST', body: { game: 'pokemon', item: 'Mew', categories: ['hint'], notes } });
      expect(result.status).toBe(400);
      expect(result.json).toMatchObject({ code: 'invalid_input', issues: [{ path: 'notes' }] });
      expect(await storedReports()).toBe(before);
    },
  );

  test('a NUL in the item of a report', async () => {
    const result = await callRoute(postReport, { method: 'POST', body: { game: 'pokemon', item: `Mew${NUL}`, categories: ['hint'] } });
    expect(result.status).toBe(400);
  });

  test.each([
    ['the stats of', getUserStats, (userId: string) => ({ userId })],
    ['the daily states of', getDayStates, (userId: string) => ({ userId, date: chicagoDate() })],
  ])('an admin reading %s a {userId} path holding a NUL', async (_label, handler, params) => {
    const result = await callRoute(handler, { params: params(`${admin}${NUL}`) });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ code: 'invalid_input', issues: [{ path: 'userId' }] });
  });

  test('a guess holding a NUL', async () => {
    const result = await callRoute(postDailyGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: `Eevee${NUL}` } });
    expect(result.status).toBe(400);
    expect(result.json).toMatchObject({ code: 'invalid_input' });
  });

  test('a game id path holding a NUL', async () => {
    const result = await callRoute(postDailyGuess, { method: 'POST', params: { game: `pokemon${NUL}` }, body: { guess: 'Eevee' } });
    expect(result.status).toBe(400);
  });

  test('a username holding a NUL', async () => {
    const user = await insertUser(database.db, { username: null });
    await actAs(user);
    const result = await callRoute(setUsername, { method: 'POST', body: { username: `Abc${NUL}` } });
    expect(result.status).toBe(400);
  });

  test('ordinary text with emoji (whole surrogate pairs) is still accepted', async () => {
    const result = await callRoute(postReport, { method: 'POST', body: { game: 'pokemon', item: 'Mew', categories: ['hint'], notes: 'Pink 🐱 cat' } });
    expect(result.status).toBe(200);
  });
});
