import { and, inArray, like } from 'drizzle-orm';
import { users } from '../schema';
import type { Db } from '../client';

const NAMED_PLAYER_DOMAIN = '@e2e.guessdle.invalid';

/** E2E set-up only (app/api/test/ranked-players): `count` players with a username, named `{prefix}{n}`. */
export async function insertNamedPlayers(db: Db, options: { count: number; prefix: string }): Promise<{ id: string; username: string }[]> {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: options.count }, (_, i) => ({ username: `${options.prefix}${i}`, email: `${options.prefix.toLowerCase()}${i}${NAMED_PLAYER_DOMAIN}` })))
    .returning({ id: users.id, username: users.username });
  return rows.map((row) => ({ id: row.id, username: row.username ?? '' }));
}

/** E2E set-up only: the ids of the named players that insertNamedPlayers made (their e-mail says so); any other name is ignored. */
export async function findNamedPlayers(db: Db, usernames: readonly string[]): Promise<{ id: string; username: string }[]> {
  if (usernames.length === 0) return [];
  const rows = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(inArray(users.username, [...usernames]), like(users.email, `%${NAMED_PLAYER_DOMAIN}`)));
  return rows.map((row) => ({ id: row.id, username: row.username ?? '' }));
}
