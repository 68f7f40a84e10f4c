import 'server-only';
import type { Db } from '@/db/client';
import { createUser, findUserByEmail, findUserByUsername } from '@/db/queries/users';

export const DEV_EMAIL_DOMAIN = 'dev.guessdle.invalid';

/**
 * The development sign-in (AUTH_DEV_LOGIN=true only): a name that is someone's username signs in
 * as them (the demo players); any other name gets, or reuses, a fresh account without a username.
 */
export async function findOrCreateDevUser(db: Db, rawName: string) {
  const name = rawName.trim().slice(0, 40);
  const slug = name.toLowerCase().replace(/[^a-z0-9]/g, '');
  if (!slug) return null;
  const existing = (await findUserByUsername(db, name)) ?? (await findUserByEmail(db, `${slug}@${DEV_EMAIL_DOMAIN}`));
  const user = existing ?? (await createUser(db, { name, email: `${slug}@${DEV_EMAIL_DOMAIN}` }));
  return { id: user.id, name: user.name ?? name, email: user.email ?? '' };
}
