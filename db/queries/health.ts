import { sql } from 'drizzle-orm';
import type { Db } from '../client';

/** The cheapest round trip: resolves when the database answers a query. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
