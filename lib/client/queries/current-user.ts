/** The signed-in user as the browser knows it: one query per tab, null when signed out (components/auth/AuthProvider.tsx). */
import type { QueryClient } from '@tanstack/react-query';
import type { AccountUser } from '@/lib/auth/account-user';
import { fetchCurrentUser, hasAuthIndicator } from '../auth-api';

export const CURRENT_USER_KEY = ['current-user'] as const;

/** Without the indicator cookie the browser is signed out: no call needed. */
export const readCurrentUser = (): Promise<AccountUser | null> => (hasAuthIndicator() ? fetchCurrentUser() : Promise.resolve(null));

/** The signed-in user's id, read once per tab (shared with AuthProvider's query), or null. */
export async function currentUserId(client: QueryClient): Promise<string | null> {
  const user = await client.fetchQuery({ queryKey: CURRENT_USER_KEY, queryFn: readCurrentUser, staleTime: Infinity, gcTime: Infinity });
  return user?.id ?? null;
}
