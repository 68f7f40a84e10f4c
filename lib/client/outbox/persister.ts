/**
 * Where the outbox survives a reload, a closed tab and going offline: the browser's localStorage, one key
 * per tab. TanStack Query's persister writes a tab's whole outbox on every change, so tabs sharing one key
 * would overwrite each other's entries (a tab with nothing pending would erase another's win). A new tab
 * takes in every tab's entries (those of closed tabs included: the server records each key once, so a
 * write two tabs both send is stored once), and removes the other keys once its own holds them.
 */
import type { PersistedClient, Persister } from '@tanstack/react-query-persist-client';
import { randomId } from '../random-id';
import { entryIdentity, type OutboxEntry } from './entries';

export const OUTBOX_STORAGE_PREFIX = 'guessdle-outbox:';

type DehydratedMutation = PersistedClient['clientState']['mutations'][number];

const identity = (mutation: DehydratedMutation) => entryIdentity(mutation.state.variables as OutboxEntry);

function readAll(storage: Storage, prefix: string): { keys: string[]; clients: PersistedClient[] } {
  const keys: string[] = [];
  const clients: PersistedClient[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (!key?.startsWith(prefix)) continue;
    try {
      clients.push(JSON.parse(storage.getItem(key) ?? '') as PersistedClient);
      keys.push(key);
    } catch {
      storage.removeItem(key); // unreadable: nothing can be sent from it
    }
  }
  return { keys, clients };
}

interface TabPersisterOptions {
  /** The outbox's format: entries written under another are dropped. */
  buster: string;
  /** Entries made longer ago than this are dropped (the server would refuse them anyway). */
  maxAgeMs: number;
  tabId?: string;
  prefix?: string;
}

export function tabPersister(storage: Storage, { buster, maxAgeMs, tabId = randomId(), prefix = OUTBOX_STORAGE_PREFIX }: TabPersisterOptions): Persister {
  const ownKey = `${prefix}${tabId}`;
  let claimed: string[] = [];
  let lastWritten = '';

  return {
    persistClient(client) {
      // Stored entries are paused by definition (nothing is sending them): the next visit resumes them.
      const mutations = client.clientState.mutations.map((mutation) => ({ ...mutation, state: { ...mutation.state, isPaused: true } }));
      // Called on every change of the query cache too: storage is touched only when the outbox changed.
      const written = JSON.stringify(mutations);
      if (written !== lastWritten) {
        if (mutations.length === 0) storage.removeItem(ownKey);
        else storage.setItem(ownKey, JSON.stringify({ ...client, clientState: { mutations, queries: [] } }));
        lastWritten = written;
      }
      for (const key of claimed.splice(0)) storage.removeItem(key);
    },
    restoreClient() {
      const { keys, clients } = readAll(storage, prefix);
      claimed = keys.filter((key) => key !== ownKey);
      const oldest = Date.now() - maxAgeMs;
      const byIdentity = new Map<string, DehydratedMutation>();
      for (const client of clients.filter((one) => one.buster === buster)) {
        for (const mutation of client.clientState?.mutations ?? []) {
          const known = byIdentity.get(identity(mutation));
          // The same write kept by two tabs keeps its first place in line.
          if (mutation.state.submittedAt >= oldest && (!known || mutation.state.submittedAt < known.state.submittedAt)) byIdentity.set(identity(mutation), mutation);
        }
      }
      if (byIdentity.size === 0) return undefined;
      const mutations = [...byIdentity.values()].sort((a, b) => a.state.submittedAt - b.state.submittedAt);
      return { timestamp: Date.now(), buster, clientState: { mutations, queries: [] } };
    },
    removeClient() {
      storage.removeItem(ownKey);
    },
  };
}
