import type { Db } from '../client';
import { feedback } from '../schema';

export type NewFeedback = typeof feedback.$inferInsert;

/** Stores one feedback record (any type) and returns its id. */
export async function insertFeedback(db: Db, record: NewFeedback): Promise<number> {
  const [row] = await db.insert(feedback).values(record).returning({ id: feedback.id });
  return row.id;
}
