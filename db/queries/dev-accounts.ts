import { sql } from 'drizzle-orm';
import type { Db } from '../client';
import { accounts, users } from '../schema';
import type { UserRow } from './users';

/**
 * Development accounts: the only accounts the development sign-in (AUTH_DEV_LOGIN=true) may sign in
 * to. One is an e-mail address on the reserved domain below AND no provider account (Google, OpenID
 * Connect) linked to the user: the development sign-in and lib/services/demo/seed.ts create them, nothing else does.
 */
export const DEV_EMAIL_DOMAIN = 'dev.guessdle.invalid';

export function devAccountEmail(username: string): string {
  return `${username.toLowerCase()}@${DEV_EMAIL_DOMAIN}`;
}

const isDevAccount = sql<boolean>`(${users.email} like ${`%@${DEV_EMAIL_DOMAIN}`} and not exists (select 1 from ${accounts} where ${accounts.userId} = ${users.id}))`;

/** The user whose username is `username` in any case (exact otherwise), and whether it is a dev account. */
export async function findUsernameOwner(db: Db, username: string): Promise<{ user: UserRow; isDevAccount: boolean } | undefined> {
  const [row] = await db
    .select({ user: users, isDevAccount })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`)
    .limit(1);
  return row ? { user: row.user, isDevAccount: Boolean(row.isDevAccount) } : undefined;
}

/** A new dev account named `username`; undefined when the name or its e-mail was taken meanwhile. */
export async function createDevAccount(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .insert(users)
    .values({ username, name: username, email: devAccountEmail(username) })
    .onConflictDoNothing()
    .returning();
  return row;
}

/** Dev accounts' usernames, oldest first: the development sign-in's one-click list. */
export async function listDevAccountUsernames(db: Db, limit: number): Promise<string[]> {
  const rows = await db
    .select({ username: users.username })
    .from(users)
    .where(sql`${users.username} is not null and ${isDevAccount}`)
    .orderBy(users.createdAt)
    .limit(limit);
  return rows.map((row) => row.username ?? '').filter(Boolean);
}
