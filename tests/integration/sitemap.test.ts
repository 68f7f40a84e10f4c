/**
 * /sitemap.xml against a real database: the content pages, the five games and the public profiles of
 * players with a daily win, in name order; staff and accounts without one are left out (issue 25 item 14,
 * issue 36 item 15).
 */
import sitemap from '@/app/sitemap';
import { insertEndlessWinIfAbsent } from '@/db/queries/endless-wins';
import { addEndlessWinToStats } from '@/db/queries/game-stats';
import { gameStats } from '@/db/schema';
import type { Role } from '@/db/schema/auth';
import { getItems } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import { recordDailyGuess } from '@/lib/services/daily/recording';
import { chicagoDate } from '@/lib/time';
import { insertUser } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: jest.fn(async () => undefined) }));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

/** A user with one game counted (game_stats; the trigger keeps the user's total). */
async function insertPlayer(username: string, role: Role = 'user'): Promise<void> {
  const userId = await insertUser(database.db, { username, role });
  await database.db.insert(gameStats).values({ userId, game: 'pokemon', totalGamesPlayed: 1, totalDailyGamesPlayed: 1, currentDailyStreak: 1, bestDailyStreak: 1 });
}

test('lists the pages, the games and each player who has played, in name order; never staff, a player without a game or an account without a name', async () => {
  await insertPlayer('MapKanto');
  await insertPlayer('mapalola');
  await insertPlayer('MapJohto');
  await insertUser(database.db, { username: 'MapNeverPlayed' });
  await insertPlayer('MapAdmin', 'admin');
  await insertPlayer('MapModerator', 'moderator');
  await insertPlayer('MapOwner', 'owner');
  await insertUser(database.db, { username: null });
  const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname);
  expect(urls).toEqual(expect.arrayContaining(['/', '/daily', '/leaderboard', '/credits', '/updates', '/privacy', '/terms']));
  expect(urls).toEqual(expect.arrayContaining(['/solve/pokemon', '/solve/bible-books', '/solve/slay-the-spire', '/solve/subnautica-creatures', '/solve/aoe2-units']));
  expect(urls.filter((url) => url.startsWith('/profile/'))).toEqual(['/profile/mapalola', '/profile/MapJohto', '/profile/MapKanto']);
  expect(new Set(urls).size).toBe(urls.length);
});

test('lists each game’s archive (issue 29), not its days', async () => {
  const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname);
  const archive = urls.filter((url) => url.startsWith('/archive/'));
  expect(archive.sort()).toEqual(['/archive/aoe2-units', '/archive/bible-books', '/archive/pokemon', '/archive/slay-the-spire', '/archive/subnautica-creatures']);
});

test('leaves out the offline page: it only stands in for pages the browser could not load', async () => {
  const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname);
  expect(urls).toContain('/credits');
  expect(urls).not.toContain('/offline');
});

describe('issue 36 item 15: only profiles with public activity, at least one daily win', () => {
  const profiles = async () => (await sitemap()).map((entry) => new URL(entry.url).pathname).filter((url) => url.startsWith('/profile/'));

  /** Today's pokemon puzzle won, as the daily guess call records it. */
  async function winToday(userId: string): Promise<void> {
    const secret = getItems('pokemon')[0];
    await recordDailyGuess(database.db, userId, { game: getGame('pokemon')!, date: chicagoDate(), secret }, secret);
  }

  /** An endless (practice) round won, as the endless guess call records it: a random item, as many rounds as one likes. */
  async function winEndlessRound(userId: string, roundId: string): Promise<void> {
    await insertEndlessWinIfAbsent(database.db, { userId, game: 'pokemon', roundId, itemName: 'Mew', attempts: 0, at: new Date() });
    await addEndlessWinToStats(database.db, userId, 'pokemon');
  }

  test('an account made a minute ago is not listed; after its first daily win it is', async () => {
    const fresh = await insertUser(database.db, { username: 'MapFreshAccount' });
    expect(await profiles()).not.toContain('/profile/MapFreshAccount');
    await winToday(fresh);
    expect(await profiles()).toContain('/profile/MapFreshAccount');
  });

  test('practice rounds alone (endless wins, farmed in a minute) do not list an account', async () => {
    const farmer = await insertUser(database.db, { username: 'MapEndlessOnly' });
    for (const round of ['r1', 'r2', 'r3']) await winEndlessRound(farmer, round);
    expect(await profiles()).not.toContain('/profile/MapEndlessOnly');
    await winToday(farmer);
    expect(await profiles()).toContain('/profile/MapEndlessOnly');
  });
});
