/**
 * Issue 36 item 4: 100 parallel requests for one /profile/{username} emptied the database pool for everyone.
 * The public profile pages now count toward a per-address limit in proxy.ts (a 429 page with Retry-After,
 * before anything renders), and what they read is shared by every visitor for a few seconds, while the
 * player themself reads fresh and so sees their own change at once.
 */
import { NextRequest } from 'next/server';
import { eq } from 'drizzle-orm';
import proxy from '@/proxy';
import { achievements, userAchievements, users } from '@/db/schema';
import { LIMITS } from '@/lib/http/limits';
import { PAGE_READING_TTL_MS, readAchievementsPage, readProfilePage } from '@/lib/services/profile/page-reading';
import { fromAddress } from '@/tests/helpers/client-address';
import { insertUser } from '@/tests/helpers/progress-fixtures';
import { withRateLimitScale } from '@/tests/helpers/rate-limit-scale';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});
afterEach(() => {
  delete process.env.TRUST_PROXY;
  jest.restoreAllMocks();
});

let nextAddress = 1;
const newAddress = () => `203.0.113.${nextAddress++}`;
const visit = (path: string, headers: Record<string, string>) => proxy(new NextRequest(`http://localhost${path}`, { headers }));
const BURST = LIMITS['profile-page'].windows[0].points;

describe('the profile-page limit, counted per client address in proxy.ts', () => {
  test(`${BURST} profile pages a minute from one address render; the next is a 429 page with Retry-After, and another address is not affected`, async () => {
    await withRateLimitScale(1, async () => {
      const address = newAddress();
      for (let i = 0; i < BURST; i++) {
        const path = i % 2 === 0 ? '/profile/Alice' : '/profile/Bob/achievements';
        expect({ i, status: (await visit(path, fromAddress(address))).status }).toEqual({ i, status: 200 });
      }
      const refused = await visit('/profile/Carol', fromAddress(address));
      expect(refused.status).toBe(429);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      expect(refused.headers.get('cache-control')).toBe('no-store');
      expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
      expect(refused.headers.get('content-security-policy')).toContain("default-src 'none'");
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(await refused.text()).toMatch(/Too many profile page requests\. Please try again in \d+ (second|minute)s?\./);
      expect((await visit('/profile/Carol', fromAddress(newAddress()))).status).toBe(200);
    });
  });

  test('a forged X-Forwarded-For does not make a new client (TRUST_PROXY unset): the socket address is counted', async () => {
    await withRateLimitScale(1, async () => {
      const address = newAddress();
      for (let i = 0; i < BURST; i++) await visit('/profile/Alice', { ...fromAddress(address), 'x-forwarded-for': `10.0.0.${i}` });
      expect((await visit('/profile/Alice', { ...fromAddress(address), 'x-forwarded-for': '10.9.9.9' })).status).toBe(429);
    });
  });

  test('other pages, the share image and router prefetches (which stop before the page reads) do not count', async () => {
    await withRateLimitScale(1, async () => {
      const address = newAddress();
      for (let i = 0; i < BURST; i++) await visit('/profile/Alice', fromAddress(address));
      expect((await visit('/leaderboard', fromAddress(address))).status).toBe(200);
      expect((await visit('/profile/Alice/opengraph-image', fromAddress(address))).status).toBe(200);
      expect((await visit('/profile/Alice', { ...fromAddress(address), 'next-router-prefetch': '1', rsc: '1' })).status).toBe(200);
      expect((await visit('/profile/Alice', fromAddress(address))).status).toBe(429);
    });
  });
});

describe('the profile pages’ reading, shared by visitors for a few seconds', () => {
  const setBio = (id: string, bio: string) => database.db.update(users).set({ bio }).where(eq(users.id, id));

  test('visitors and crawlers share one reading; the player sees their own change at once, and everyone after them', async () => {
    const username = `Shared${Date.now() % 100000}`;
    const id = await insertUser(database.db, { username });
    await setBio(id, 'first');
    expect((await readProfilePage(username, null))?.profile.bio).toBe('first');
    await setBio(id, 'second');
    // A visitor within the few seconds (any spelling of the name) gets the shared reading.
    expect((await readProfilePage(username.toLowerCase(), null))?.profile.bio).toBe('first');
    const stranger = { id: await insertUser(database.db), username: 'someoneelse' };
    expect((await readProfilePage(username, stranger))?.profile.bio).toBe('first');
    // The player themself reads fresh…
    expect((await readProfilePage(username, { id, username }))?.profile.bio).toBe('second');
    // …and the visitors after them see it too.
    expect((await readProfilePage(username, null))?.profile.bio).toBe('second');
  });

  test(`a reading is kept ${PAGE_READING_TTL_MS} ms, then read again`, async () => {
    const username = `Ttl${Date.now() % 100000}`;
    const id = await insertUser(database.db, { username });
    const start = Date.now();
    const now = jest.spyOn(Date, 'now').mockReturnValue(start);
    expect((await readProfilePage(username, null))?.profile.bio).toBe('');
    await setBio(id, 'later');
    now.mockReturnValue(start + PAGE_READING_TTL_MS - 1);
    expect((await readProfilePage(username, null))?.profile.bio).toBe('');
    now.mockReturnValue(start + PAGE_READING_TTL_MS + 1);
    expect((await readProfilePage(username, null))?.profile.bio).toBe('later');
  });

  test('a hundred visitors at once cost the database one reading', async () => {
    const username = `Crowd${Date.now() % 100000}`;
    await insertUser(database.db, { username });
    const select = jest.spyOn(database.db, 'select');
    const readings = await Promise.all(Array.from({ length: 100 }, () => readProfilePage(username, null)));
    expect(readings.every((reading) => reading?.profile.username === username)).toBe(true);
    const perReading = select.mock.calls.length;
    select.mockClear();
    await readProfilePage(username, { id: 'x', username });
    expect(perReading).toBe(select.mock.calls.length);
    expect(perReading).toBeGreaterThan(0);
  });

  test('an unknown player is null, and the achievements page is shared the same way', async () => {
    expect(await readProfilePage('NobodyHere', null)).toBeNull();
    expect(await readAchievementsPage('NobodyHere', null)).toBeNull();
    const username = `Ach${Date.now() % 100000}`;
    await insertUser(database.db, { username });
    const select = jest.spyOn(database.db, 'select');
    const readings = await Promise.all(Array.from({ length: 50 }, () => readAchievementsPage(username, null)));
    expect(readings.every((reading) => reading?.user.username === username)).toBe(true);
    const perBurst = select.mock.calls.length;
    select.mockClear();
    await readAchievementsPage(username.toUpperCase(), null);
    expect(select).not.toHaveBeenCalled();
    expect(perBurst).toBeGreaterThan(0);
    expect(perBurst).toBeLessThan(10);
  });

  test('the player’s own look at their achievements page (a prefetch from /achievements) reads fresh and leaves nothing for a visitor to share', async () => {
    const username = `Own${Date.now() % 100000}`;
    const id = await insertUser(database.db, { username });
    const owner = { id, username };
    expect((await readAchievementsPage(username, owner))?.allAchievements.some((a) => a.unlocked)).toBe(false);
    const [first] = await database.db.select({ id: achievements.id }).from(achievements).limit(1);
    await database.db.insert(userAchievements).values({ userId: id, achievementId: first.id });
    // A visitor right after sees the unlock: the owner's reading was not kept for them.
    expect((await readAchievementsPage(username, null))?.allAchievements.filter((a) => a.unlocked)).toHaveLength(1);
  });
});
