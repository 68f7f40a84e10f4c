/**
 * @jest-environment node
 *
 * How a process learns how many processes share the rate-limit store (lib/http/rate-limit-instances.ts):
 * each counts itself once per heartbeat period in the shared table, read here from a table in memory.
 */
import { InstanceCount } from '@/lib/http/rate-limit-instances';
import { HEARTBEAT_PERIOD_MS, type StoreQuery } from '@/db/queries/rate-limits';

/** The rate_limits rows the heartbeat statements touch, kept in a Map; `down` makes every statement fail. */
function sharedTable() {
  const rows = new Map<string, number>();
  const table = { down: false, query: (async () => []) as StoreQuery };
  table.query = (async (text: string, params: unknown[]) => {
    if (table.down) throw new Error('connect ECONNREFUSED');
    const read = (keys: unknown[]) => keys.filter((key) => rows.has(String(key))).map((key) => ({ points: rows.get(String(key)) }));
    if (text.startsWith('with beat')) {
      const key = String(params[0]);
      rows.set(key, (rows.get(key) ?? 0) + 1);
      return [{ points: rows.get(key) }, ...read([params[2], params[3]])];
    }
    return read(params);
  }) as StoreQuery;
  return table;
}

let now = 0;
beforeEach(() => {
  now = 1_000 * HEARTBEAT_PERIOD_MS + 1;
  jest.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => jest.restoreAllMocks());

/** Every process beats, as their timers do several times a period. */
async function beatAll(processes: InstanceCount[]) {
  for (const process of processes) await process.refresh();
}

test('before any read the count is unknown; processes that beat know each other', async () => {
  const table = sharedTable();
  const [a, b, c] = [new InstanceCount(table.query), new InstanceCount(table.query), new InstanceCount(table.query)];
  expect(a.known()).toBeUndefined();
  await beatAll([a, b, c]);
  await a.refresh();
  expect([a.known(), c.known()]).toEqual([3, 3]);
});

test('beating twice in a period counts a process once, even when both beats run at once', async () => {
  const table = sharedTable();
  const a = new InstanceCount(table.query);
  await Promise.all([a.refresh(), a.refresh()]);
  await a.refresh();
  expect(a.known()).toBe(1);
});

test('a process that stopped drops out after its last periods; while the store is down the last count stays', async () => {
  const table = sharedTable();
  const [a, b] = [new InstanceCount(table.query), new InstanceCount(table.query)];
  for (let period = 0; period < 3; period++) {
    await beatAll([a, b]);
    now += HEARTBEAT_PERIOD_MS;
  }
  expect(a.known()).toBe(2);
  // b stops; a goes on alone.
  const counts: number[] = [];
  for (let period = 0; period < 4; period++) {
    await a.refresh();
    counts.push(a.known()!);
    now += HEARTBEAT_PERIOD_MS;
  }
  expect(counts).toEqual([2, 2, 1, 1]);
  table.down = true;
  await expect(a.refresh()).rejects.toThrow('ECONNREFUSED');
  expect(a.known()).toBe(1);
});

test('after an outage the first reads may raise the count but not lower it: the others have not beaten again yet', async () => {
  const table = sharedTable();
  const [a, b, c] = [new InstanceCount(table.query), new InstanceCount(table.query), new InstanceCount(table.query)];
  for (let period = 0; period < 3; period++) {
    await beatAll([a, b, c]);
    now += HEARTBEAT_PERIOD_MS;
  }
  expect(a.known()).toBe(3);
  now += 10 * HEARTBEAT_PERIOD_MS; // the store was down: nobody beat
  await a.refresh(); // a is the first back
  expect(a.known()).toBe(3);
  await beatAll([b, c]);
  for (let period = 0; period < 3; period++) {
    now += HEARTBEAT_PERIOD_MS;
    await beatAll([a, b]); // c has stopped meanwhile
  }
  expect(a.known()).toBe(2);
});
