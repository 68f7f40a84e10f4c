/**
 * Sign-in and sign-out broadcast between tabs (accounts-side §4.1, §9): events from this tab or
 * older than 5 s are ignored, the rest are applied after 100 ms, and the entry goes after 1 s.
 */
import { AUTH_EVENT_KEY, broadcastAuthEvent, readAuthEvent, subscribeAuthEvents, type AuthEventType } from '@/lib/client/auth-events';

const NOW = 1_800_000_000_000;

/** An event as another tab writes it. */
function otherTab(type: AuthEventType | string, at = NOW): string {
  return JSON.stringify({ type, tabId: 'another-tab', at });
}

/** What this tab writes when it broadcasts. */
function ownEvent(type: AuthEventType, at = NOW): string {
  broadcastAuthEvent(type, at);
  const raw = localStorage.getItem(AUTH_EVENT_KEY);
  expect(raw).not.toBeNull();
  return raw!;
}

function dispatchStorage(key: string | null, newValue: string | null) {
  window.dispatchEvent(new StorageEvent('storage', { key, newValue }));
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW });
  localStorage.clear();
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

describe('readAuthEvent', () => {
  test("accepts another tab's login and logout", () => {
    expect(readAuthEvent(AUTH_EVENT_KEY, otherTab('login'), NOW)).toBe('login');
    expect(readAuthEvent(AUTH_EVENT_KEY, otherTab('logout'), NOW + 1000)).toBe('logout');
  });

  test('ignores other storage keys and removed entries', () => {
    expect(readAuthEvent('theme', otherTab('login'), NOW)).toBeNull();
    expect(readAuthEvent(null, otherTab('login'), NOW)).toBeNull(); // localStorage.clear() in another tab
    expect(readAuthEvent(AUTH_EVENT_KEY, null, NOW)).toBeNull(); // the 1 s clean-up
  });

  test("ignores this tab's own events", () => {
    expect(readAuthEvent(AUTH_EVENT_KEY, ownEvent('login'), NOW)).toBeNull();
    expect(readAuthEvent(AUTH_EVENT_KEY, ownEvent('logout'), NOW)).toBeNull();
  });

  test('ignores events older than 5 s', () => {
    expect(readAuthEvent(AUTH_EVENT_KEY, otherTab('logout', NOW - 5_000), NOW)).toBe('logout');
    expect(readAuthEvent(AUTH_EVENT_KEY, otherTab('logout', NOW - 5_001), NOW)).toBeNull();
    expect(readAuthEvent(AUTH_EVENT_KEY, otherTab('login', NOW - 60_000), NOW)).toBeNull();
  });

  test.each([
    ['broken JSON', '{not json'],
    ['JSON null', 'null'],
    ['a bare string', '"login"'],
    ['an unknown type', otherTab('delete-account')],
    ['no time stamp', JSON.stringify({ type: 'login', tabId: 'another-tab' })],
    ['a time stamp that is not a number', JSON.stringify({ type: 'login', tabId: 'another-tab', at: String(NOW) })],
  ])('ignores garbage: %s', (_label, raw) => {
    expect(readAuthEvent(AUTH_EVENT_KEY, raw, NOW)).toBeNull();
  });
});

describe('subscribeAuthEvents', () => {
  test("applies another tab's login after exactly 100 ms, not before", () => {
    const apply = jest.fn();
    const unsubscribe = subscribeAuthEvents(apply);
    dispatchStorage(AUTH_EVENT_KEY, otherTab('login'));
    jest.advanceTimersByTime(99);
    expect(apply).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledTimes(1);
    expect(apply).toHaveBeenCalledWith('login');
    unsubscribe();
  });

  test("applies another tab's logout after exactly 100 ms, not before", () => {
    const apply = jest.fn();
    const unsubscribe = subscribeAuthEvents(apply);
    dispatchStorage(AUTH_EVENT_KEY, otherTab('logout'));
    jest.advanceTimersByTime(99);
    expect(apply).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    expect(apply).toHaveBeenCalledWith('logout');
    unsubscribe();
  });

  test("ignores this tab's own, stale, foreign and garbage events", () => {
    const apply = jest.fn();
    const unsubscribe = subscribeAuthEvents(apply);
    dispatchStorage(AUTH_EVENT_KEY, ownEvent('logout'));
    dispatchStorage(AUTH_EVENT_KEY, otherTab('logout', NOW - 6_000));
    dispatchStorage('volume', otherTab('logout'));
    dispatchStorage(AUTH_EVENT_KEY, '{oops');
    dispatchStorage(AUTH_EVENT_KEY, null);
    jest.advanceTimersByTime(5_000);
    expect(apply).not.toHaveBeenCalled();
    unsubscribe();
  });

  test('unsubscribing stops listening and cancels an event still waiting its 100 ms', () => {
    const apply = jest.fn();
    const unsubscribe = subscribeAuthEvents(apply);
    dispatchStorage(AUTH_EVENT_KEY, otherTab('logout'));
    jest.advanceTimersByTime(50);
    unsubscribe();
    dispatchStorage(AUTH_EVENT_KEY, otherTab('login'));
    jest.advanceTimersByTime(1_000);
    expect(apply).not.toHaveBeenCalled();
  });
});

describe('broadcastAuthEvent', () => {
  test('writes the event for the other tabs, then removes the key after 1 s', () => {
    broadcastAuthEvent('login');
    expect(JSON.parse(localStorage.getItem(AUTH_EVENT_KEY)!)).toEqual({ type: 'login', tabId: expect.any(String), at: NOW });
    jest.advanceTimersByTime(999);
    expect(localStorage.getItem(AUTH_EVENT_KEY)).not.toBeNull();
    jest.advanceTimersByTime(1);
    expect(localStorage.getItem(AUTH_EVENT_KEY)).toBeNull();
  });

  test('another tab reads what this tab wrote (same key, fresh time stamp)', () => {
    broadcastAuthEvent('logout');
    const written = JSON.parse(localStorage.getItem(AUTH_EVENT_KEY)!);
    const asSeenByAnotherTab = JSON.stringify({ ...written, tabId: 'another-tab' });
    expect(readAuthEvent(AUTH_EVENT_KEY, asSeenByAnotherTab)).toBe('logout');
  });

  test('survives a browser that refuses to store', () => {
    const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(() => broadcastAuthEvent('logout')).not.toThrow();
    setItem.mockRestore();
  });
});
