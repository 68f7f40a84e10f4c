import { dailyGameStates } from '@/db/schema';
import { addEndlessWinToStats } from '@/db/queries/game-stats';
import { getGameStatsSummary, listGameStats, listTriedGamesWithoutWin, readPlayerStats } from '@/lib/services/stats/game-stats';
import { insertUser } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.destroy();
});

const db = () => database.db;

test('a game guessed in without a win is tried; a won game, an empty round and another player are not', async () => {
  const ann = await insertUser(db());
  const bob = await insertUser(db());
  const at = (iso: string) => new Date(iso);
  await db().insert(dailyGameStates).values([
    { userId: ann, game: 'pokemon', date: '2026-11-20', guessedCards: ['Eevee'], updatedAt: at('2026-11-20T15:00:00Z') },
    { userId: ann, game: 'pokemon', date: '2026-11-21', guessedCards: ['Pikachu', 'Mew'], updatedAt: at('2026-11-21T18:05:00Z') },
    { userId: ann, game: 'bible-books', date: '2026-11-21', guessedCards: [] },
    { userId: ann, game: 'aoe2-units', date: '2026-11-21', guessedCards: ['Archer'] },
    { userId: bob, game: 'slay-the-spire', date: '2026-11-21', guessedCards: ['Bash'] },
  ]);
  await addEndlessWinToStats(db(), ann, 'aoe2-units');

  expect(await listTriedGamesWithoutWin(db(), ann)).toEqual([{ game_id: 'pokemon', last_guess_at: '2026-11-21T18:05:00.000Z' }]);
  expect(await listTriedGamesWithoutWin(db(), bob)).toEqual([{ game_id: 'slay-the-spire', last_guess_at: expect.any(String) }]);
});

test("/stats' one read gives what the three separate calls give", async () => {
  const cat = await insertUser(db());
  await db().insert(dailyGameStates).values({ userId: cat, game: 'subnautica-creatures', date: '2026-11-21', guessedCards: ['Peeper'] });
  await addEndlessWinToStats(db(), cat, 'pokemon');
  await addEndlessWinToStats(db(), cat, 'bible-books');

  const read = await readPlayerStats(db(), cat);
  expect(read.entries.map((entry) => entry.game_id)).toEqual(['bible-books', 'pokemon']);
  expect(read).toEqual({
    entries: (await listGameStats(db(), cat)).stats,
    tried: await listTriedGamesWithoutWin(db(), cat),
    summary: await getGameStatsSummary(db(), cat),
  });
  expect(read.tried).toEqual([{ game_id: 'subnautica-creatures', last_guess_at: expect.any(String) }]);
});
