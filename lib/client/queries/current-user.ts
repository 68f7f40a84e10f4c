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
 * stays, and the query goes on reading in the background. The re-read is its own (a few tries), never
 * the query's: a read of the query that is retrying (the database away) would keep it waiting as long.
 */
export async function refreshCurrentUser(client: QueryClient): Promise<AccountUser | null> {
  // A read of the user sent before this one (a page load, say) must not answer over it.
  await client.cancelQueries({ queryKey: CURRENT_USER_KEY });
  for (let failures = 0; ; failures++) {
    try {
      const user = await fetchSignedInUser();
      client.setQueryData(CURRENT_USER_KEY, user);
      return user;
    } catch {
      if (failures >= REFRESH_RETRIES) break;
      await new Promise((resolve) => setTimeout(resolve, currentUserQuery.retryDelay(failures)));
    }
  }
  void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
  return client.getQueryData<AccountUser | null>(CURRENT_USER_KEY) ?? null;
}

/**
 * The signed-in user's id as this tab knows it, or null. Before any read of the user has answered, one
 * read of its own: when it fails (the database away) it throws, so an outbox entry counts a failure and
 * waits its turn, rather than joining the tab's read that retries until the database is back.
 */
export async function currentUserId(client: QueryClient): Promise<string | null> {
  const known = client.getQueryData<AccountUser | null>(CURRENT_USER_KEY);
  if (known !== undefined) return known?.id ?? null;
  const user = await readCurrentUser();
  client.setQueryData(CURRENT_USER_KEY, user);
  return user?.id ?? null;
}
