import { dailyWins } from '@/db/schema';
import { findPublicProfileWithHistory, getProfileHistory } from '@/lib/services/profile/history';
import { calendarWindow } from '@/lib/profile/calendar';
import { GAME_IDS } from '@/lib/games/types';
import { addDays, chicagoDate } from '@/lib/time';
import { insertUser, seedStats } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

const now = new Date();
const today = chicagoDate(now);
const { start } = calendarWindow(today);

async function win(userId: string, date: string, games: readonly string[]) {
  await db().insert(dailyWins).values(games.map((game) => ({ userId, game, date, attempts: 3 })));
}

test('the calendar counts each day’s daily wins, all games together, within the last 12 months only', async () => {
  const player = await insertUser(db(), { username: 'CalendarCat' });
  const other = await insertUser(db());
  await win(player, today, GAME_IDS); // five games today
  await win(player, addDays(today, -1), ['pokemon', 'bible-books']);
  await win(player, start, ['aoe2-units']); // the window's first day
  await win(player, addDays(start, -1), ['pokemon']); // a day too old
  await win(other, today, ['pokemon']); // someone else's
  const history = await getProfileHistory(db(), player, now);
  expect(history.today).toBe(today);
  expect(history.winsByDate).toEqual({ [today]: 5, [addDays(today, -1)]: 2, [start]: 1 });
});

test('the closest achievements come from the player’s progress; the public page reads the same history', async () => {
  const player = await insertUser(db(), { username: 'ClosestCora' });
  await seedStats(db(), player, 'pokemon', { current: 2, best: 2, last: today, daily: 7, total: 7 });
  const { closest } = await getProfileHistory(db(), player, now);
  expect(closest).toHaveLength(3);
  // (First Victory, 7 of 1, is reached but not granted here: not close.) 7 wins of 10 and 7 Pokemon dailies of 10 (70%,
  // the same steps left: catalogue order), then 2 days of a 3-day streak (67%).
  expect(closest.map((a) => [a.key, `${a.progress.current}/${a.progress.target}`])).toEqual([
    ['wins-10', '7/10'],
    ['pokemon-devotee', '7/10'],
    ['streak-3', '2/3'],
  ]);
  expect(closest.some((a) => a.key === 'capybara')).toBe(false);

  const page = await findPublicProfileWithHistory(db(), 'closestcora', now);
  expect(page?.profile.username).toBe('ClosestCora');
  expect(page?.history.closest).toEqual(closest);
  expect(await findPublicProfileWithHistory(db(), 'NobodyHere', now)).toBeNull();
});
