/**
 * Sign-in and sign-out broadcast between tabs of one browser (accounts-side §4.1, §9): one tab writes
 * an event to localStorage, the others get a storage event. Events from this tab or older than 5 s
 * are ignored; the rest are applied after 100 ms; the entry is removed again after 1 s.
 */
export const AUTH_EVENT_KEY = 'guessdleAuthEvent';
export const AUTH_EVENT_MAX_AGE_MS = 5_000;
export const AUTH_EVENT_APPLY_DELAY_MS = 100;
export const AUTH_EVENT_CLEANUP_MS = 1_000;

export type AuthEventType = 'login' | 'logout';

interface AuthEvent {
  type: AuthEventType;
  tabId: string;
  at: number;
}

const tabId = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : String(Math.random());

export function broadcastAuthEvent(type: AuthEventType, now = Date.now()): void {
  try {
    window.localStorage.setItem(AUTH_EVENT_KEY, JSON.stringify({ type, tabId, at: now } satisfies AuthEvent));
    window.setTimeout(() => window.localStorage.removeItem(AUTH_EVENT_KEY), AUTH_EVENT_CLEANUP_MS);
  } catch {
    // Without storage other tabs catch up on their next call.
  }
}

/** The event another tab sent, or null when it is ours, stale or not an auth event. */
export function readAuthEvent(key: string | null, rawValue: string | null, now = Date.now()): AuthEventType | null {
  if (key !== AUTH_EVENT_KEY || !rawValue) return null;
  try {
    const event = JSON.parse(rawValue) as Partial<AuthEvent>;
    if (event.tabId === tabId || typeof event.at !== 'number' || now - event.at > AUTH_EVENT_MAX_AGE_MS) return null;
    return event.type === 'login' || event.type === 'logout' ? event.type : null;
  } catch {
    return null;
  }
}

/** Calls `apply` 100 ms after another tab signs in or out; returns the unsubscribe function. */
export function subscribeAuthEvents(apply: (type: AuthEventType) => void): () => void {
  const timers = new Set<number>();
  function onStorage(event: StorageEvent) {
    const type = readAuthEvent(event.key, event.newValue);
    if (!type) return;
    const timer = window.setTimeout(() => {
      timers.delete(timer);
      apply(type);
    }, AUTH_EVENT_APPLY_DELAY_MS);
    timers.add(timer);
  }
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener('storage', onStorage);
    timers.forEach((timer) => window.clearTimeout(timer));
  };
}
