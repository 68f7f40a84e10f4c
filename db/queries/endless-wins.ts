import type { Db } from '../client';
import { endlessWins } from '../schema';

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
