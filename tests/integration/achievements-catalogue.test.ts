import { existsSync } from 'node:fs';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import { achievements } from '@/db/schema';
import { CATALOGUE } from '@/lib/achievements/definitions';
import { achievementRarity } from '@/lib/achievements/rarity';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

test('the migration creates exactly the catalogue, each with the rarity the rules give it and a count of 0', async () => {
  const rows = await database.db.select().from(achievements).orderBy(asc(achievements.sortOrder));
  expect(rows.map((row) => ({ key: row.key, name: row.name, description: row.description, category: row.category, gameType: row.gameType, threshold: row.threshold, rarity: row.rarity, image: row.imageFilename, count: row.unlockedCount }))).toEqual(
    CATALOGUE.map((entry) => ({ key: entry.key, name: entry.name, description: entry.description, category: entry.category, gameType: entry.gameType, threshold: entry.threshold, rarity: achievementRarity(entry), image: `${entry.key}.svg`, count: 0 })),
  );
});

test('every achievement has its image in public/achievements, and so does the placeholder', () => {
  const folder = path.join(process.cwd(), 'public', 'achievements');
  for (const entry of [...CATALOGUE.map((e) => `${e.key}.svg`), 'placeholder.svg']) expect(existsSync(path.join(folder, entry))).toBe(true);
});
