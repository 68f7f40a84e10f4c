import type { Db } from '@/db/client';
import { achievements, userAchievements } from '@/db/schema';
import type { Rarity } from '@/lib/profile/badge';

let serial = 0;

/** An achievement of the catalogue (the real catalogue comes with the achievements step); returns its id. */
export async function insertAchievement(db: Db, values: { name?: string; rarity?: Rarity; description?: string } = {}): Promise<number> {
  serial++;
  const name = values.name ?? `Test Achievement ${serial}x${Date.now() % 100000}`;
  const [row] = await db
    .insert(achievements)
    .values({
      key: `test-${serial}-${Math.random().toString(36).slice(2)}`,
      name,
      description: values.description ?? `Earned by test ${serial}.`,
      imageFilename: `test-${serial}.svg`,
      category: 'other',
      rarity: values.rarity ?? 'rare',
    })
    .returning({ id: achievements.id });
  return row.id;
}

export async function unlock(db: Db, userId: string, achievementId: number, unlockedAt = new Date()): Promise<void> {
  await db.insert(userAchievements).values({ userId, achievementId, unlockedAt });
}
