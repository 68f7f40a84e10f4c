import 'server-only';
import { CredentialsSignin } from 'next-auth';
import type { Db } from '@/db/client';
import { createDevAccount, findUsernameOwner } from '@/db/queries/dev-accounts';
import { devSignInName } from '@/lib/validation/dev-sign-in';

/** Why the development sign-in refused a name: the code the sign-in return page explains. */
export type DevSignInRefusal = 'DevNameInvalid' | 'DevNameTaken';

export class DevSignInRefused extends CredentialsSignin {
  constructor(readonly code: DevSignInRefusal) {
    super();
  }
}

/**
 * The development sign-in (AUTH_DEV_LOGIN=true only). It signs in only to development accounts
 * (db/queries/dev-accounts.ts): a typed name is a username (3-20 letters and digits, matched exactly
 * in any case); a dev account with that name signs in, a free name becomes a new dev account, and any
 * other account with that name (Google, OpenID Connect, staff) is refused.
 */
export async function findOrCreateDevUser(db: Db, input: unknown) {
  const parsed = devSignInName.safeParse(input);
  if (!parsed.success) throw new DevSignInRefused('DevNameInvalid');
  const owner = await findUsernameOwner(db, parsed.data);
  if (owner && !owner.isDevAccount) throw new DevSignInRefused('DevNameTaken');
  const user = owner?.user ?? (await createDevAccount(db, parsed.data));
  if (!user) throw new DevSignInRefused('DevNameTaken');
  return { id: user.id, name: user.username ?? parsed.data, email: user.email ?? '' };
}
