/**
 * The player's appearance on the account (issue 30 item 2): GET/PUT /auth/users/{userId}/appearance, the
 * player's own only, only the theme's values and a boolean, idempotent, rate-limited, in the data export.
 */
import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import * as appearanceRoute from '@/app/auth/users/[userId]/appearance/route';
import { LIMITS } from '@/lib/http/limits';
import { scaledPoints } from '@/lib/http/rate-limit';
import { HIGH_CONTRAST_INVALID_MESSAGE, THEME_INVALID_MESSAGE } from '@/lib/messages/appearance';
import { exportAccountData } from '@/lib/services/account/data';
import { actAs, insertUser } from '@/tests/helpers/progress-fixtures';
import { withRateLimitScale } from '@/tests/helpers/rate-limit-scale';
import { sendToRoute } from '@/tests/helpers/route-request';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

jest.mock('@/lib/auth/session', () => jest.requireActual('@/tests/helpers/session-mock').sessionModuleMock());

const FILE = 'app/auth/users/[userId]/appearance/route.ts';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());
beforeEach(() => actAs(null));

const getAppearance = (userId: string) => sendToRoute(FILE, appearanceRoute.GET, { method: 'GET', params: { userId } });
const putAppearance = (userId: string, body: unknown) => sendToRoute(FILE, appearanceRoute.PUT, { method: 'PUT', params: { userId }, body });
const stored = async (id: string) => {
  const [row] = await database.db.select({ theme: users.theme, highContrast: users.highContrast }).from(users).where(eq(users.id, id));
  return row;
};

test('a guest gets 401 on both calls, and nothing is stored', async () => {
  const player = await insertUser(database.db);
  expect((await getAppearance(player)).status).toBe(401);
  expect((await putAppearance(player, { theme: 'dark', highContrast: true })).status).toBe(401);
  expect(await stored(player)).toEqual({ theme: 'system', highContrast: false });
});

test('a new account has the default; a choice is stored, read back, and sending it again changes nothing', async () => {
  const player = await insertUser(database.db);
  actAs(player);
  expect(await getAppearance(player)).toMatchObject({ status: 200, json: { theme: 'system', highContrast: false } });
  for (let time = 0; time < 2; time++) {
    expect(await putAppearance(player, { theme: 'light', highContrast: true })).toMatchObject({ status: 200, json: { theme: 'light', highContrast: true } });
  }
  expect(await stored(player)).toEqual({ theme: 'light', highContrast: true });
  expect((await getAppearance(player)).json).toEqual({ theme: 'light', highContrast: true });
});

test('each player has their own, and no one reads or changes another’s (403)', async () => {
  const alice = await insertUser(database.db);
  const bob = await insertUser(database.db);
  actAs(alice);
  await putAppearance(alice, { theme: 'dark', highContrast: false });
  const refusedRead = await getAppearance(bob);
  const refusedWrite = await putAppearance(bob, { theme: 'light', highContrast: true });
  expect([refusedRead.status, refusedWrite.status]).toEqual([403, 403]);
  actAs(bob);
  expect((await getAppearance(bob)).json).toEqual({ theme: 'system', highContrast: false });
  expect(await stored(alice)).toEqual({ theme: 'dark', highContrast: false });
});

describe('only the settings’ own values: 400 with a clear message, nothing changed', () => {
  test.each([
    ['an unknown theme', { theme: 'sepia', highContrast: false }, THEME_INVALID_MESSAGE],
    ['a theme in capitals', { theme: 'Dark', highContrast: false }, THEME_INVALID_MESSAGE],
    ['a missing theme', { highContrast: true }, THEME_INVALID_MESSAGE],
    ['a theme that is not text', { theme: 1, highContrast: true }, THEME_INVALID_MESSAGE],
    ['highContrast as text', { theme: 'dark', highContrast: 'true' }, HIGH_CONTRAST_INVALID_MESSAGE],
    ['highContrast as a number', { theme: 'dark', highContrast: 1 }, HIGH_CONTRAST_INVALID_MESSAGE],
    ['a missing highContrast', { theme: 'dark' }, HIGH_CONTRAST_INVALID_MESSAGE],
  ])('%s', async (_label, body, message) => {
    const player = await insertUser(database.db);
    actAs(player);
    await putAppearance(player, { theme: 'light', highContrast: true });
    const answer = await putAppearance(player, body);
    expect(answer.status).toBe(400);
    expect(answer.json?.error).toContain(message);
    expect(await stored(player)).toEqual({ theme: 'light', highContrast: true });
  });

  test('a body that is not an object', async () => {
    const player = await insertUser(database.db);
    actAs(player);
    expect((await putAppearance(player, 'dark')).status).toBe(400);
    expect(await stored(player)).toEqual({ theme: 'system', highContrast: false });
  });
});

test('changes are rate-limited per player (429 with Retry-After), and a refused change stores nothing', () =>
  withRateLimitScale(0.1, async () => {
    const player = await insertUser(database.db);
    actAs(player);
    const burst = scaledPoints(LIMITS.appearance.windows[0].points, 0.1);
    for (let change = 0; change < burst; change++) expect((await putAppearance(player, { theme: 'dark', highContrast: false })).status).toBe(200);
    const refused = await putAppearance(player, { theme: 'light', highContrast: true });
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(await stored(player)).toEqual({ theme: 'dark', highContrast: false });
    // Reading is not a change: still answered.
    expect((await getAppearance(player)).status).toBe(200);
  }));

test('the account export carries the appearance', async () => {
  const player = await insertUser(database.db);
  actAs(player);
  await putAppearance(player, { theme: 'dark', highContrast: true });
  const data = await exportAccountData(database.db, player);
  expect(data.account).toMatchObject({ theme: 'dark', high_contrast: true });
});
