/**
 * @jest-environment node
 *
 * What a process decides alone while the shared rate-limit store is down (lib/http/rate-limit-share.ts,
 * lib/http/rate-limit-breaker.ts): N processes together stay within a limit, an outage mid-window
 * grants no fresh allowance, and what was accepted alone goes to the store with its next answer.
 */
import { CircuitBreaker } from '@/lib/http/rate-limit-breaker';
import { LocalShares } from '@/lib/http/rate-limit-share';

const windows = [{ keyPrefix: 'daily-guess:60', points: 60, duration: 60 }, { keyPrefix: 'daily-guess:3600', points: 600, duration: 3600 }];
const key = 'ip:192.0.2.1';

async function acceptedOf(shares: LocalShares, instances: number, attempts: number): Promise<number> {
  let accepted = 0;
  for (let i = 0; i < attempts; i++) {
    const counts = await shares.count(windows, key, instances);
    if (counts.every((count, w) => count.consumed <= windows[w].points)) accepted++;
  }
  return accepted;
}

test('two processes that know of each other accept half the limit each, from an empty window', async () => {
  const first = new LocalShares();
  const second = new LocalShares();
  expect([await acceptedOf(first, 2, 60), await acceptedOf(second, 2, 60)]).toEqual([30, 30]);
});

test('an outage that starts mid-window starts from the last count the store returned', async () => {
  const shares = new LocalShares();
  await shares.remember(windows, key, [{ consumed: 40, msBeforeNext: 30_000 }, { consumed: 40, msBeforeNext: 3_000_000 }]);
  expect(await acceptedOf(shares, 1, 60)).toBe(20);
});

test('answers arriving out of order leave the highest count of the window', async () => {
  const shares = new LocalShares();
  await shares.remember(windows, key, [{ consumed: 50, msBeforeNext: 30_000 }, { consumed: 50, msBeforeNext: 3_000_000 }]);
  await shares.remember(windows, key, [{ consumed: 45, msBeforeNext: 29_990 }, { consumed: 45, msBeforeNext: 2_999_990 }]);
  expect(await acceptedOf(shares, 1, 60)).toBe(10);
});

test('the requests accepted alone are handed to the next store count once, and kept when the store fails again', async () => {
  const shares = new LocalShares();
  expect(await acceptedOf(shares, 1, 70)).toBe(60);
  const taken = await shares.takeUnsynced(windows, key);
  expect(taken.map((t) => t.amount)).toEqual([60, 60]);
  expect((await shares.takeUnsynced(windows, key)).map((t) => t.amount)).toEqual([0, 0]);
  await shares.giveBack(windows, key, taken);
  expect((await shares.takeUnsynced(windows, key)).map((t) => t.amount)).toEqual([60, 60]);
});

describe('the circuit breaker', () => {
  let now = 1_000_000;
  beforeEach(() => jest.spyOn(Date, 'now').mockImplementation(() => now));
  afterEach(() => jest.restoreAllMocks());

  test('after a failure calls skip the store for a while, then one call at a time tries it, and an answer closes it', () => {
    const breaker = new CircuitBreaker(2000);
    expect(breaker.tryAcquire()).toBe(true);
    breaker.failed();
    expect(breaker.tryAcquire()).toBe(false);
    expect(breaker.retryAfterMs()).toBe(2000);
    now += 2000;
    expect([breaker.tryAcquire(), breaker.tryAcquire()]).toEqual([true, false]);
    breaker.succeeded();
    expect([breaker.tryAcquire(), breaker.tryAcquire()]).toEqual([true, true]);
  });
});
