/**
 * The outbox (issue 24 item 1): writes the server judged or received but could not confirm it stored wait
 * here, survive a reload, a closed tab and going offline, and are sent again until a server confirms them.
 * It is TanStack Query's own machinery: each entry is a mutation (send function and retry rules registered
 * per kind with setMutationDefaults; one player's entries run in order in one scope); pending ones are
 * persisted (persister.ts) and resumed on the next visit (resumePausedMutations). Nothing here retries by hand.
 */
import { MutationObserver, useMutationState, type Mutation, type QueryClient } from '@tanstack/react-query';
import { persistQueryClientRestore, persistQueryClientSave, persistQueryClientSubscribe } from '@tanstack/react-query-persist-client';
import { isOutboxKey, OUTBOX_KINDS, outboxKey, outboxScope, type OutboxEntry, type OutboxKind } from './entries';
import { tabPersister } from './persister';
import { resendDelay, shouldResend } from './retry';

export * from './entries';

/** Bump when an entry's shape changes: entries kept in another shape are dropped. */
const OUTBOX_FORMAT = 'outbox-v1';
/** The server refuses back-dated guesses after 48 hours; a week covers a merge or endless win kept offline. */
const KEEP_ENTRIES_MS = 7 * 24 * 60 * 60 * 1000;

/** Registers each kind's send function and retry rules (before anything is restored, so restored entries find them). */
export function registerOutbox(client: QueryClient): void {
  for (const kind of OUTBOX_KINDS) {
    client.setMutationDefaults(outboxKey(kind), {
      // Loaded on first use: pages that never send an entry do not carry the code.
      mutationFn: async (entry: OutboxEntry) => (await import('./send')).sendEntry(client, entry),
      retry: shouldResend,
      retryDelay: resendDelay,
      gcTime: 10 * 60 * 1000,
    });
  }
}

const isPendingEntry = (mutation: Mutation<unknown, Error, unknown, unknown>) => isOutboxKey(mutation.options.mutationKey) && mutation.state.status === 'pending';

/**
 * Restores this browser's kept entries, resumes them, and from then on keeps the pending ones in storage.
 * Returns the function that stops keeping them. Does nothing outside a browser.
 */
export function startOutbox(client: QueryClient, storage: Storage | undefined = globalThis.localStorage): () => void {
  if (!storage) return () => {};
  const options = {
    queryClient: client,
    persister: tabPersister(storage, { buster: OUTBOX_FORMAT, maxAgeMs: KEEP_ENTRIES_MS }),
    buster: OUTBOX_FORMAT,
    dehydrateOptions: { shouldDehydrateQuery: () => false, shouldDehydrateMutation: isPendingEntry },
  };
  let stopped = false;
  let stopSaving = () => {};
  void persistQueryClientRestore({ ...options, maxAge: KEEP_ENTRIES_MS })
    .catch((error: unknown) => console.warn('Could not restore unsaved progress:', error))
    .then(() => {
      if (stopped) return;
      stopSaving = persistQueryClientSubscribe(options);
      void persistQueryClientSave(options); // entries made while restoring
      void client.resumePausedMutations();
    });
  return () => {
    stopped = true;
    stopSaving();
  };
}

/** Puts an entry in the outbox and sends it; settles when a server confirms it, or refuses it for good. */
export function enqueue(client: QueryClient, entry: OutboxEntry): Promise<unknown> {
  const observer = new MutationObserver(client, { mutationKey: outboxKey(entry.kind), scope: outboxScope(entry) });
  return observer.mutate(entry as never).catch((error: unknown) => {
    console.warn('A kept write was refused:', error);
    throw error;
  });
}

/** An entry as the page sees it: waiting (`failures` so far, `paused` while offline or in the background), sent, or refused. */
export interface OutboxItem<Entry extends OutboxEntry = OutboxEntry> {
  entry: Entry;
  status: 'pending' | 'success' | 'error' | 'idle';
  failures: number;
  paused: boolean;
  answer: unknown;
  error: unknown;
}

/** The outbox entries of one kind that `match`, oldest first (pending ones, and those settled during this visit). */
export function useOutboxItems<Kind extends OutboxKind>(kind: Kind, match: (entry: Extract<OutboxEntry, { kind: Kind }>) => boolean) {
  return useMutationState({
    filters: { mutationKey: outboxKey(kind), predicate: (mutation) => match(mutation.state.variables as Extract<OutboxEntry, { kind: Kind }>) },
    select: (mutation): OutboxItem<Extract<OutboxEntry, { kind: Kind }>> => ({
      entry: mutation.state.variables as Extract<OutboxEntry, { kind: Kind }>,
      status: mutation.state.status,
      failures: mutation.state.failureCount,
      paused: mutation.state.isPaused,
      answer: mutation.state.data,
      error: mutation.state.error,
    }),
  });
}
