/** The outbox's storage (lib/client/outbox/persister.ts): one key per tab, merged by the next tab that starts. */
import type { PersistedClient } from '@tanstack/react-query-persist-client';
import { OUTBOX_STORAGE_PREFIX, tabPersister } from '@/lib/client/outbox/persister';
import { resendDelay, shouldResend, NotSavedYet, WaitingForPlayer } from '@/lib/client/outbox/retry';
import { ApiRequestError } from '@/lib/client/api';
import { sendAgainIfUnreached } from '@/lib/client/queries/play';

const OPTIONS = { buster: 'outbox-v1', maxAgeMs: 7 * 24 * 3600 * 1000 };
const entry = (key: string, submittedAt = Date.now()) => ({
  mutationKey: ['outbox', 'daily-guess'],
  scope: { id: 'outbox:user-1' },
  state: { status: 'pending', isPaused: false, submittedAt, failureCount: 1, variables: { kind: 'daily-guess', userId: 'user-1', key, guess: 'Ruth' } },
});
const client = (mutations: unknown[], buster = 'outbox-v1'): PersistedClient =>
  ({ timestamp: Date.now(), buster, clientState: { mutations, queries: [] } }) as unknown as PersistedClient;
const keys = () => Object.keys(localStorage).filter((key) => key.startsWith(OUTBOX_STORAGE_PREFIX)).sort();
const stored = (tab: string) => JSON.parse(localStorage.getItem(`${OUTBOX_STORAGE_PREFIX}${tab}`) ?? 'null') as PersistedClient | null;

beforeEach(() => localStorage.clear());

test('a tab with nothing pending never erases another tab’s kept win', async () => {
  const game = tabPersister(localStorage, { ...OPTIONS, tabId: 'game' });
  const home = tabPersister(localStorage, { ...OPTIONS, tabId: 'home' });
  await game.persistClient(client([entry('k1')]));
  await home.persistClient(client([]));
  expect(keys()).toEqual([`${OUTBOX_STORAGE_PREFIX}game`]);
  expect(stored('game')?.clientState.mutations).toHaveLength(1);
});

test('entries are kept paused: the next visit resumes them', async () => {
  await tabPersister(localStorage, { ...OPTIONS, tabId: 'a' }).persistClient(client([entry('k1')]));
  expect(stored('a')?.clientState.mutations[0].state.isPaused).toBe(true);
});

test('a new tab takes in every tab’s entries once, oldest first, and removes the other keys once it holds them', async () => {
  await tabPersister(localStorage, { ...OPTIONS, tabId: 'closed-1' }).persistClient(client([entry('k2', 2000), entry('k1', 1000)].map((e) => ({ ...e, state: { ...e.state, submittedAt: Date.now() - 10_000 + e.state.submittedAt } }))));
  await tabPersister(localStorage, { ...OPTIONS, tabId: 'closed-2' }).persistClient(client([entry('k1'), entry('k3')]));
  const next = tabPersister(localStorage, { ...OPTIONS, tabId: 'new' });
  const restored = await next.restoreClient();
  expect(restored?.clientState.mutations.map((m) => (m.state.variables as { key: string }).key)).toEqual(['k1', 'k2', 'k3']);
  // Until the new tab has written them under its own key, the old keys stay (a crash loses nothing).
  expect(keys()).toHaveLength(2);
  await next.persistClient(restored!);
  expect(keys()).toEqual([`${OUTBOX_STORAGE_PREFIX}new`]);
});

test('entries past their age, of another format, or unreadable are dropped', async () => {
  await tabPersister(localStorage, { ...OPTIONS, tabId: 'old' }).persistClient(client([entry('old', Date.now() - OPTIONS.maxAgeMs - 1)]));
  localStorage.setItem(`${OUTBOX_STORAGE_PREFIX}other-format`, JSON.stringify(client([entry('v0')], 'outbox-v0')));
  localStorage.setItem(`${OUTBOX_STORAGE_PREFIX}garbage`, '{not json');
  expect(await tabPersister(localStorage, { ...OPTIONS, tabId: 'new' }).restoreClient()).toBeUndefined();
});

describe('resending', () => {
  test.each([
    ['not saved yet', new NotSavedYet(), true],
    ['waiting for the player to sign in', new WaitingForPlayer(), true],
    ['a network failure', new TypeError('Failed to fetch'), true],
    ['a timeout', new ApiRequestError('Request timeout', 0, '/x'), true],
    ['the database away (503)', new ApiRequestError('HTTP 503', 503, '/x'), true],
    ['too many requests (429)', new ApiRequestError('HTTP 429', 429, '/x'), true],
    ['signed out (401)', new ApiRequestError('HTTP 401', 401, '/x'), true],
    ['a stale day without a receipt (409)', new ApiRequestError('HTTP 409', 409, '/x', 'The day has changed', 'day_changed'), false],
    ['a bad request (400)', new ApiRequestError('HTTP 400', 400, '/x'), false],
  ])('after %s: %s', (_label, error, again) => {
    expect(shouldResend(3, error)).toBe(again);
  });

  test('waits grow from about a second to at most about a minute', () => {
    for (let failures = 0; failures < 20; failures++) {
      const wait = resendDelay(failures);
      expect(wait).toBeGreaterThanOrEqual(Math.min(1000 * 2 ** failures, 60_000) * 0.75);
      expect(wait).toBeLessThanOrEqual(60_000 * 1.25);
    }
  });
});

describe('a guess sent again at once (before it reaches the outbox)', () => {
  test('only a request that may never have arrived is sent again, twice at most', () => {
    expect(sendAgainIfUnreached(0, new TypeError('Failed to fetch'))).toBe(true);
    expect(sendAgainIfUnreached(1, new ApiRequestError('Request timeout', 0, '/x'))).toBe(true);
    expect(sendAgainIfUnreached(2, new TypeError('Failed to fetch'))).toBe(false);
    // The server answered: its refusal, or its 503, is for the page to show, not to repeat here.
    expect(sendAgainIfUnreached(0, new ApiRequestError('HTTP 503', 503, '/x'))).toBe(false);
    expect(sendAgainIfUnreached(0, new ApiRequestError('HTTP 409', 409, '/x'))).toBe(false);
  });
});

test('a tab touches storage only when its outbox changed', async () => {
  const writes = jest.spyOn(Storage.prototype, 'setItem');
  const removals = jest.spyOn(Storage.prototype, 'removeItem');
  const tab = tabPersister(localStorage, { ...OPTIONS, tabId: 'busy' });
  for (let i = 0; i < 5; i++) await tab.persistClient(client([]));
  for (let i = 0; i < 5; i++) await tab.persistClient(client([entry('k1', 1000)]));
  expect(removals).toHaveBeenCalledTimes(1);
  expect(writes).toHaveBeenCalledTimes(1);
  writes.mockRestore();
  removals.mockRestore();
});
