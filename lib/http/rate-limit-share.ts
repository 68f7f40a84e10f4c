import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { CounterWindow, WindowCount } from '@/db/queries/rate-limits';

/** Requests of one window counted here alone, not yet added to the store, and how long their window lasts. */
export interface Unsynced {
  amount: number;
  msLeft: number;
}

/** rate-limiter-flexible's memory counters used as plain expiring counts: this code decides, not their points. */
const expiringCounts = () => new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: 0 });
const rowKey = (window: CounterWindow, key: string) => `${window.keyPrefix}:${key}`;

/**
 * What a process counts on its own while the shared store cannot answer. With `instances` processes
 * sharing a limit of L, each request counted here costs `instances`, from the last count the store
 * returned for the window: a process accepts at most (L - last count) / instances, so that together
 * they stay within L, and an outage that starts mid-window grants no fresh allowance. The requests
 * accepted here are added to the store with the next count it answers.
 */
export class LocalShares {
  /** Per window row: the last count the store returned, plus `instances` per request counted here since. */
  private readonly seen = expiringCounts();
  /** Per window row: requests accepted here that the store has not counted yet. */
  private readonly unsynced = expiringCounts();

  /** After the store answered: its counts are the ones to start from (they include what this process gave back). */
  async remember(windows: readonly CounterWindow[], key: string, counts: readonly WindowCount[]): Promise<void> {
    await Promise.all(
      windows.map(async (window, i) => {
        const held = await this.seen.get(rowKey(window, key));
        const { consumed, msBeforeNext } = counts[i];
        // Answers to concurrent requests arrive in any order: keep the highest count of the same window.
        // (Kept in whole seconds, rounded up: below, each expiry is a timer, and Node keeps one timer list per
        // distinct duration for as long as that duration, so a fresh millisecond figure per call held ~100 bytes
        // per call for up to the window's hour.)
        const sameWindow = held && Math.abs(held.msBeforeNext - msBeforeNext) < Math.min(2000, window.duration * 500);
        const count = sameWindow ? Math.max(held.consumedPoints, consumed) : consumed;
        if (msBeforeNext > 0) await this.seen.set(rowKey(window, key), count, Math.ceil(msBeforeNext / 1000));
      }),
    );
  }

  /** Counts one request against this process's share of every window (a window never seen starts here). */
  async count(windows: readonly CounterWindow[], key: string, instances: number): Promise<WindowCount[]> {
    const counts = await Promise.all(
      windows.map(async (window) => {
        const res = await this.seen.consume(rowKey(window, key), instances, { customDuration: window.duration });
        return { consumed: res.consumedPoints, msBeforeNext: res.msBeforeNext };
      }),
    );
    if (counts.every((count, i) => count.consumed <= windows[i].points)) {
      await Promise.all(windows.map((window, i) => this.unsynced.penalty(rowKey(window, key), 1, { customDuration: counts[i].msBeforeNext / 1000 })));
    }
    return counts;
  }

  /** The requests counted here for `key` that the store has not seen, taken out to go with the next count. */
  async takeUnsynced(windows: readonly CounterWindow[], key: string): Promise<Unsynced[]> {
    return Promise.all(
      windows.map(async (window) => {
        const held = await this.unsynced.get(rowKey(window, key));
        if (!held) return { amount: 0, msLeft: 0 };
        await this.unsynced.delete(rowKey(window, key));
        return { amount: held.consumedPoints, msLeft: held.msBeforeNext };
      }),
    );
  }

  /** The store did not take them: they wait for its next answer. */
  async giveBack(windows: readonly CounterWindow[], key: string, taken: readonly Unsynced[]): Promise<void> {
    await Promise.all(
      windows.map((window, i) =>
        taken[i].amount > 0 && taken[i].msLeft > 0
          ? this.unsynced.penalty(rowKey(window, key), taken[i].amount, { customDuration: taken[i].msLeft / 1000 })
          : undefined,
      ),
    );
  }
}
