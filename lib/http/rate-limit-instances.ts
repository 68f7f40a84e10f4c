import { HEARTBEAT_PERIOD_MS, readInstanceCounts, type StoreQuery } from '@/db/queries/rate-limits';

/**
 * How many server processes share the rate-limit store, as this process last read it (it is what
 * divides a limit between them when the store is down). Each process counts itself once in every
 * heartbeat period (db/queries/rate-limits.ts) and reads the latest periods' counts.
 */
export class InstanceCount {
  private count: number | undefined;
  /** The periods this process was counted in (the last few). */
  private readonly beaten = new Set<number>();
  /** The refresh under way: a second caller shares it (two beats at once would count this process twice). */
  private running: Promise<void> | undefined;

  constructor(private readonly query: StoreQuery) {}

  /** The last count read; undefined until one was read (the store has been down since this process started). */
  known(): number | undefined {
    return this.count;
  }

  /** Counts this process in the current period (once) and reads how many processes there are. */
  refresh(): Promise<void> {
    this.running ??= this.beatAndRead().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async beatAndRead(): Promise<void> {
    const period = Math.floor(Date.now() / HEARTBEAT_PERIOD_MS);
    const beat = !this.beaten.has(period);
    const counts = await readInstanceCounts(this.query, period, beat);
    this.beaten.add(period);
    for (const old of this.beaten) if (old < period - 2) this.beaten.delete(old);
    const seen = Math.max(1, ...counts);
    // Periods in which this process was counted were read whole. After a gap (the store was down) the
    // other processes may not have beaten again yet: such a read may raise the count, never lower it.
    const wholeRead = this.beaten.has(period - 1) && this.beaten.has(period - 2);
    this.count = wholeRead || this.count === undefined ? seen : Math.max(seen, this.count);
  }
}

/** How often each process refreshes its count: several times a period, so that it is counted in each. */
export const HEARTBEAT_EVERY_MS = HEARTBEAT_PERIOD_MS / 3;
