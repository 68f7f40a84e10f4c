import { users } from '../schema';
import type { Db } from '../client';

/** E2E set-up only (app/api/test/ranked-players): `count` players with a username, named `{prefix}{n}`. */
export async function insertNamedPlayers(db: Db, options: { count: number; prefix: string }): Promise<{ id: string; username: string }[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: options.count }, (_, i) => ({ username: `${options.prefix}${i}`, email: `${options.prefix.toLowerCase()}${i}@e2e.guessdle.invalid` })))
    .returning({ id: users.id, username: users.username });
  return rows.map((row) => ({ id: row.id, username: row.username ?? '' }));
}
