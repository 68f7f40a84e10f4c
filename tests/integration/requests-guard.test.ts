import { count } from 'drizzle-orm';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as postReport } from '@/app/api/feedback/data-correction/route';
import { POST as logout } from '@/app/auth/logout/route';
import { dailyGameStates, feedback } from '@/db/schema';
import { actAs, insertUser, setTodaysSecret, stateRow } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';


let database: TestDatabase;
let victim: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await setTodaysSecret(database.db, 'bible-books', 'Ruth');
  victim = await insertUser(database.db);
});
afterAll(async () => { await database.destroy(); });
beforeEach(() => actAs(victim));

type Handler = (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response>;
const SITE = 'http://localhost';

/** Sends a request exactly as given: no header is added for the test's convenience. */
async function send(handler: Handler, path: string, init: RequestInit & { params?: Record<string, string>; duplex?: 'half' }) {
  const { params = {}, ...requestInit } = init;
  const response = await handler(new Request(`${SITE}${path}`, requestInit), { params: Promise.resolve(params) });
  const text = await response.text();
  return { status: response.status, json: text ? JSON.parse(text) : undefined };
}

const json = { 'content-type': 'application/json' };
const guessAsVictim = (headers: Record<string, string>, body = JSON.stringify({ guess: 'Genesis' })) =>
  send(postDailyGuess, '/api/daily/bible-books/guess', { method: 'POST', params: { game: 'bible-books' }, headers, body });

async function rows(table: typeof feedback | typeof dailyGameStates): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(table);
  return Number(row.n);
}

describe('a state-changing call sent by another site is refused with 403 and writes nothing', () => {
  test.each<[string, Record<string, string>]>([
    ['a forged Origin', { origin: 'http://evil.example' }],
    ['a page of the same host on another port', { origin: 'http://localhost:4555' }],
    ['the same host over another scheme', { origin: 'https://localhost' }],
    ['an opaque origin (sandboxed frame, file:)', { origin: 'null' }],
    ['Sec-Fetch-Site: cross-site without Origin', { 'sec-fetch-site': 'cross-site' }],
    ['Sec-Fetch-Site: same-site (a sibling subdomain or port)', { 'sec-fetch-site': 'same-site' }],
  ])('%s', async (_label, headers) => {
    const before = await rows(dailyGameStates);
    const result = await guessAsVictim({ ...json, ...headers });
    expect(result.status).toBe(403);
    expect(result.json).toMatchObject({ code: 'cross_origin' });
    expect(await rows(dailyGameStates)).toBe(before);
    expect(await stateRow(database.db, victim, 'bible-books')).toBeUndefined();
  });

  test('the logout call is refused too (no cross-site sign-out)', async () => {
    const { endSession } = await import('@/lib/auth/session');
    const result = await send(logout, '/auth/logout', { method: 'POST', headers: { origin: 'http://evil.example' } });
    expect(result.status).toBe(403);
    expect(endSession).not.toHaveBeenCalled();
  });

  test('a call from the site itself still goes through', async () => {
    const result = await guessAsVictim({ ...json, origin: SITE, 'sec-fetch-site': 'same-origin' });
    expect(result.status).toBe(200);
    expect((await stateRow(database.db, victim, 'bible-books'))?.guessedCards).toEqual(['Genesis']);
  });

  test('the public address (NEXT_PUBLIC_SITE_URL) behind a proxy counts as the site', async () => {
    const saved = process.env.NEXT_PUBLIC_SITE_URL;
    process.env.NEXT_PUBLIC_SITE_URL = 'https://guessdle.example';
    try {
      const result = await guessAsVictim({ ...json, origin: 'https://guessdle.example' }, JSON.stringify({ guess: 'Exodus' }));
      expect(result.status).toBe(200);
    } finally {
      process.env.NEXT_PUBLIC_SITE_URL = saved;
    }
  });
});

describe('a JSON call accepts only JSON', () => {
  test.each([['text/plain'], ['application/x-www-form-urlencoded'], ['multipart/form-data; boundary=x']])('%s is 415 and writes nothing', async (type) => {
    await actAs(null);
    const before = await rows(feedback);
    const body = JSON.stringify({ game: 'pokemon', item: 'Mew', categories: ['hint'] });
    const result = await send(postReport, '/api/feedback/data-correction', { method: 'POST', headers: { 'content-type': type }, body });
    expect(result.status).toBe(415);
    expect(result.json).toMatchObject({ code: 'unsupported_media_type' });
    expect(await rows(feedback)).toBe(before);
  });

  test('a body without any content type is 415; no body at all is still read as {}', async () => {
    const bytes = new TextEncoder().encode(JSON.stringify({ guess: 'Genesis' }));
    const withBody = await send(postDailyGuess, '/api/daily/bible-books/guess', { method: 'POST', params: { game: 'bible-books' }, body: bytes });
    expect(withBody.status).toBe(415);
    const empty = await send(postDailyGuess, '/api/daily/bible-books/guess', { method: 'POST', params: { game: 'bible-books' } });
    expect(empty.status).toBe(400);
    expect(empty.json).toMatchObject({ code: 'invalid_input' });
  });

  test('application/json with a charset is JSON', async () => {
    const result = await guessAsVictim({ 'content-type': 'Application/JSON; charset=utf-8' }, JSON.stringify({ guess: 'Leviticus' }));
    expect(result.status).toBe(200);
  });
});

describe('a body above 64 KiB is refused with 413 without being read whole', () => {
  const KIB = 1024;
  const padded = (bytes: number) => JSON.stringify({ guess: 'Genesis', pad: 'x'.repeat(bytes) });

  test('65 KiB is 413 and writes nothing; 60 KiB is read', async () => {
    const before = await rows(dailyGameStates);
    const large = await guessAsVictim(json, padded(65 * KIB));
    expect(large.status).toBe(413);
    expect(large.json).toMatchObject({ code: 'payload_too_large' });
    expect(await rows(dailyGameStates)).toBe(before);
    expect((await guessAsVictim(json, padded(60 * KIB))).status).toBe(200);
  });

  test('a declared Content-Length of 50 MB is refused before a byte is read', async () => {
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (++pulled > 800) return controller.close(); // 50 MB in all
        controller.enqueue(new Uint8Array(64 * KIB));
      },
    });
    const result = await send(postDailyGuess, '/api/daily/bible-books/guess', {
      method: 'POST', params: { game: 'bible-books' }, headers: { ...json, 'content-length': String(50 * KIB * KIB) }, body, duplex: 'half',
    });
    expect(result.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(1); // a stream may pre-fill one chunk; nothing more is read
  });

  test('a 50 MB body streamed without a length is abandoned after the first 64 KiB, fast', async () => {
    const total = 50 * KIB * KIB;
    const chunk = new Uint8Array(16 * KIB).fill(0x20);
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= total) return controller.close();
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const started = performance.now();
    const result = await send(postDailyGuess, '/api/daily/bible-books/guess', {
      method: 'POST', params: { game: 'bible-books' }, headers: json, body, duplex: 'half',
    });
    const elapsedMs = performance.now() - started;
    expect(result.status).toBe(413);
    expect(sent).toBeLessThan(256 * KIB);
    expect(elapsedMs).toBeLessThan(500);
  });
});
