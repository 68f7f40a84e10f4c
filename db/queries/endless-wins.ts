import { and, eq, max } from 'drizzle-orm';
import type { Db } from '../client';
import { endlessWins, users } from '../schema';

export interface EndlessWin {
  userId: string;
  game: string;
  roundId: string;
  itemName: string;
  attempts: number;
  at?: Date;
}

/** Records the round's win unless this player already won that round; true only when this call inserted it. */
export async function insertEndlessWinIfAbsent(db: Db, win: EndlessWin): Promise<boolean> {
  const { at, ...values } = win;
  const rows = await db
    .insert(endlessWins)
    .values({ ...values, wonAt: at ?? new Date() })
    .onConflictDoNothing({ target: [endlessWins.userId, endlessWins.roundId] })
    .returning({ id: endlessWins.id });
  return rows.length === 1;
}

/** Locks the player's row until the transaction ends, so that the player's endless wins are recorded one at a time. */
export async function lockPlayerForEndlessWin(tx: Db, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** When the player's last recorded endless win of this game was, or null for none. */
export async function lastEndlessWinAt(db: Db, userId: string, game: string): Promise<Date | null> {
  const [row] = await db.select({ at: max(endlessWins.wonAt) }).from(endlessWins).where(and(eq(endlessWins.userId, userId), eq(endlessWins.game, game)));
  return row?.at ?? null;
}
