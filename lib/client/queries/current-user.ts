/** The signed-in user as the browser knows it: one query per tab, null when signed out (components/auth/AuthProvider.tsx). */
import type { QueryClient } from '@tanstack/react-query';
import type { AccountUser } from '@/lib/auth/account-user';
import { ApiRequestError } from '../api';
import { hasAuthIndicator } from '../auth-api';
import { getCurrentUser } from '../endpoints';

export const CURRENT_USER_KEY = ['current-user'] as const;

/** Retries of a failed read wait 1 s, 2 s, 4 s… up to this long. */
export const CURRENT_USER_RETRY_MAX_MS = 30_000;

/**
 * The user /auth/me answers. Only a 401 means signed out (null); any other failure (a 503 when the
 * database is slow, the network) is thrown, so the query keeps the last known user and reads again.
 */
export async function fetchSignedInUser(): Promise<AccountUser | null> {
  try {
    return (await getCurrentUser()).user;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 401) return null;
    console.warn('Could not load the current user:', error);
    throw error;
  }
}

/** Without the indicator cookie the browser is signed out: no call needed. */
export const readCurrentUser = (): Promise<AccountUser | null> => (hasAuthIndicator() ? fetchSignedInUser() : Promise.resolve(null));

/** The query every reader of the user shares: read once per tab, and a failed read is tried again until it answers. */
export const currentUserQuery = {
  queryKey: CURRENT_USER_KEY,
  queryFn: readCurrentUser,
  staleTime: Infinity,
  gcTime: Infinity,
  retry: true,
  retryDelay: (attempt: number) => Math.min(1000 * 2 ** attempt, CURRENT_USER_RETRY_MAX_MS),
} as const;

/** Tries of a re-read before it gives up and leaves the query to go on reading in the background. */
const REFRESH_RETRIES = 2;

/**
 * Re-reads the current user from the server; when that fails (other than a 401) the last known user
 * stays, and the query goes on reading in the background.
 */
export async function refreshCurrentUser(client: QueryClient): Promise<AccountUser | null> {
  // A read of the user sent before this one (a page load, say) must not answer over it.
  await client.cancelQueries({ queryKey: CURRENT_USER_KEY });
  try {
    return await client.fetchQuery({ ...currentUserQuery, queryFn: fetchSignedInUser, staleTime: 0, retry: REFRESH_RETRIES });
  } catch {
    void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    return client.getQueryData<AccountUser | null>(CURRENT_USER_KEY) ?? null;
  }
}

/** The signed-in user's id, read once per tab (shared with AuthProvider's query), or null. */
export async function currentUserId(client: QueryClient): Promise<string | null> {
  const user = await client.fetchQuery(currentUserQuery);
  return user?.id ?? null;
}
