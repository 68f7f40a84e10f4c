import 'server-only';
import type { Db } from '@/db/client';
import { listDevAccountUsernames } from '@/db/queries/dev-accounts';
import { devLoginEnabled, externalProviders, type ProviderChoice } from '@/lib/auth/providers';

const DEV_PLAYERS_SHOWN = 6;

export interface LoginOptions {
  providers: ProviderChoice[];
  /** The development accounts offered by the development sign-in; null when it is off. */
  devPlayers: string[] | null;
}

/** What /login offers (accounts-side §2.3): the configured providers, and dev accounts when enabled. */
export async function getLoginOptions(db: Db): Promise<LoginOptions> {
  const devPlayers = devLoginEnabled() ? await listDevAccountUsernames(db, DEV_PLAYERS_SHOWN) : null;
  return { providers: externalProviders(), devPlayers };
}
