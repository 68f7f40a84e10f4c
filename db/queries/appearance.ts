import { eq } from 'drizzle-orm';
import type { Db } from '../client';
import { users } from '../schema';

const columns = { theme: users.theme, highContrast: users.highContrast };
/** A player's theme and high-contrast switch (lib/appearance/appearance.ts Appearance). */
type Appearance = Pick<typeof users.$inferSelect, 'theme' | 'highContrast'>;

export async function findAppearance(db: Db, userId: string): Promise<Appearance | undefined> {
  const [row] = await db.select(columns).from(users).where(eq(users.id, userId)).limit(1);
  return row;
}

/** Stores the player's appearance; undefined when there is no such player. */
export async function setAppearance(db: Db, userId: string, appearance: Appearance): Promise<Appearance | undefined> {
  const [row] = await db.update(users).set({ theme: appearance.theme, highContrast: appearance.highContrast }).where(eq(users.id, userId)).returning(columns);
  return row;
}
