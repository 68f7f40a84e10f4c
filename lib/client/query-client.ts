/** The browser's one cache of server answers (react-query), and the defaults every query shares. */
import { QueryClient } from '@tanstack/react-query';
import { registerOutbox } from './outbox';

/** Answers stay fresh this long: switching a leaderboard tab back within it shows the cached ranking without a call. */
const DEFAULT_STALE_TIME_MS = 60_000;

export function createQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      // The page shows its own error state with a Try again button; retries would only delay it.
      queries: { staleTime: DEFAULT_STALE_TIME_MS, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  // Writes waiting to be confirmed retry on their own terms (lib/client/outbox).
  registerOutbox(client);
  return client;
}
