/** /sitemap.xml against a real database: the content pages, the five games and public profiles (players with a username). */
import sitemap from '@/app/sitemap';
import { insertUser } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

jest.mock('next/server', () => ({ ...jest.requireActual('next/server'), connection: jest.fn(async () => undefined) }));

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

test('lists the pages, the games and each player with a username, never one without', async () => {
  await insertUser(database.db, { username: 'MapKanto' });
  await insertUser(database.db, { username: null });
  const urls = (await sitemap()).map((entry) => new URL(entry.url).pathname);
  expect(urls).toEqual(expect.arrayContaining(['/', '/daily', '/leaderboard', '/credits', '/updates', '/privacy', '/terms']));
  expect(urls).toEqual(expect.arrayContaining(['/solve/pokemon', '/solve/bible-books', '/solve/slay-the-spire', '/solve/subnautica-creatures', '/solve/aoe2-units']));
  expect(urls).toContain('/profile/MapKanto');
  expect(urls.filter((url) => url.startsWith('/profile/'))).toHaveLength(1);
  expect(new Set(urls).size).toBe(urls.length);
});
