/**
 * @jest-environment node
 *
 * Issue 36 item 4: a reading asked for by many at once is read once and shared for a few seconds.
 */
import { sharedReading } from '@/lib/concurrency/shared-reading';

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

function counted<T>(value: T) {
  let calls = 0;
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    load: async () => {
      calls += 1;
      await gate;
      return value;
    },
    calls: () => calls,
    release: () => release(),
  };
}

test('a hundred callers at once share one reading', async () => {
  const shared = sharedReading<string>({ ttlMs: 3000, maxKeys: 10 });
  const source = counted('alice');
  const readings = Array.from({ length: 100 }, () => shared.read('alice', source.load));
  source.release();
  expect(await Promise.all(readings)).toEqual(Array(100).fill('alice'));
  expect(source.calls()).toBe(1);
});

test('the result is kept for ttlMs after it arrived, then read again', async () => {
  const time = clock();
  const shared = sharedReading<number>({ ttlMs: 3000, maxKeys: 10, now: time.now });
  let version = 0;
  const load = async () => ++version;
  expect(await shared.read('bob', load)).toBe(1);
  time.advance(2999);
  expect(await shared.read('bob', load)).toBe(1);
  time.advance(1);
  expect(await shared.read('bob', load)).toBe(2);
});

test('a failed reading is not kept: the next caller reads again', async () => {
  const shared = sharedReading<string>({ ttlMs: 3000, maxKeys: 10 });
  await expect(shared.read('carol', async () => Promise.reject(new Error('database away')))).rejects.toThrow('database away');
  expect(await shared.read('carol', async () => 'carol')).toBe('carol');
});

test('a loader that throws at once rejects the reading instead of throwing', async () => {
  const shared = sharedReading<string>({ ttlMs: 3000, maxKeys: 10 });
  const load = () => {
    throw new Error('bad');
  };
  await expect(shared.read('dave', load as () => Promise<string>)).rejects.toThrow('bad');
});

test('forget makes the next caller read again (a write its reader must see)', async () => {
  const shared = sharedReading<number>({ ttlMs: 3000, maxKeys: 10 });
  let version = 0;
  const load = async () => ++version;
  await shared.read('erin', load);
  shared.forget('erin');
  expect(await shared.read('erin', load)).toBe(2);
});

test('keys are kept separately, at most maxKeys of them (the oldest goes first)', async () => {
  const shared = sharedReading<string>({ ttlMs: 60_000, maxKeys: 2 });
  const loads: string[] = [];
  const load = (key: string) => async () => {
    loads.push(key);
    return key;
  };
  for (const key of ['a', 'b', 'c']) expect(await shared.read(key, load(key))).toBe(key);
  await shared.read('c', load('c'));
  await shared.read('b', load('b'));
  await shared.read('a', load('a'));
  expect(loads).toEqual(['a', 'b', 'c', 'a']);
});
