/**
 * A reading shared by everyone who asks for the same key within a short time (issue 36 item 4): the first
 * caller reads, callers meanwhile wait for that same reading, and its result is kept `ttlMs` after it
 * arrived. A reading that fails is not kept (the next caller reads again). At most `maxKeys` results are
 * kept; beyond that the oldest goes first.
 */
export interface SharedReading<T> {
  read: (key: string, load: () => Promise<T>) => Promise<T>;
  /** Forgets the key's kept result (a write its reader must see). */
  forget: (key: string) => void;
}

interface Entry<T> {
  value: Promise<T>;
  /** When the kept result goes stale (ms since epoch); Infinity while the reading is under way. */
  staleAt: number;
}

export function sharedReading<T>(options: { ttlMs: number; maxKeys: number; now?: () => number }): SharedReading<T> {
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, Entry<T>>();

  function read(key: string, load: () => Promise<T>): Promise<T> {
    const kept = entries.get(key);
    if (kept && kept.staleAt > now()) return kept.value;
    entries.delete(key);
    const entry: Entry<T> = { value: (async () => load())(), staleAt: Infinity };
    entries.set(key, entry);
    entry.value.then(
      () => {
        entry.staleAt = now() + options.ttlMs;
      },
      () => {
        if (entries.get(key) === entry) entries.delete(key);
      },
    );
    while (entries.size > options.maxKeys) entries.delete(entries.keys().next().value as string);
    return entry.value;
  }

  return { read, forget: (key) => void entries.delete(key) };
}
