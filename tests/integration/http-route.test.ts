import { z } from 'zod';
import { anyone, requireUser } from '@/lib/auth/guards';
import { ApiError, unprocessable } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { databaseTimeoutMs, remainingDeadlineMs } from '@/db/deadline';
import { internalErrorMessage } from '@/lib/messages/site';
import { captureLog } from '@/tests/helpers/log-capture';

const echo = route(
  {
    guard: anyone,
    params: z.object({ game: z.enum(['pokemon', 'bible-books']) }),
    query: z.object({ limit: z.coerce.number().int().min(1).max(50).default(10) }),
    body: z.object({ guess: z.string().trim().min(1, 'Type a name first.') }),
  },
  async ({ params, query, body }) => {
    if (body.guess === 'nope') throw unprocessable('Not a valid pokemon');
    return { game: params.game, limit: query.limit, guess: body.guess };
  },
);

function call(handler: typeof echo, { url = 'http://localhost/api/x', body, params = { game: 'pokemon' } }: { url?: string; body?: string; params?: Record<string, string> }) {
  const request = new Request(url, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  return handler(request, { params: Promise.resolve(params) });
}

test('valid input reaches the handler, with defaults applied', async () => {
  const response = await call(echo, { body: JSON.stringify({ guess: ' Pikachu ' }) });
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ game: 'pokemon', limit: 10, guess: 'Pikachu' });
});

test.each([
  ['malformed JSON', { body: '{"guess":' }, 'invalid_json', 'Request body must be valid JSON.'],
  ['a missing field', { body: '{}' }, 'invalid_input', 'Invalid body: guess'],
  ['an empty field', { body: '{"guess":"  "}' }, 'invalid_input', 'Type a name first.'],
  ['an unknown path value', { body: '{"guess":"x"}', params: { game: 'chess' } }, 'invalid_input', 'Invalid path: game'],
  ['a bad query value', { body: '{"guess":"x"}', url: 'http://localhost/api/x?limit=999' }, 'invalid_input', 'Invalid query: limit'],
])('%s gives a 400 JSON error, never a 500', async (_name, options, code, message) => {
  const response = await call(echo, options);
  expect(response.status).toBe(400);
  const json = await response.json();
  expect(json.code).toBe(code);
  expect(json.error).toContain(message);
});

test('an ApiError keeps its status and message', async () => {
  const response = await call(echo, { body: '{"guess":"nope"}' });
  expect(response.status).toBe(422);
  expect(await response.json()).toEqual({ error: 'Not a valid pokemon', code: 'unprocessable' });
});

test('a guarded route refuses an anonymous caller with 401 before running the handler', async () => {
  const handler = jest.fn(async () => ({ secret: true }));
  const guarded = route({ guard: requireUser }, handler);
  const response = await guarded(new Request('http://localhost/api/me'));
  expect(response.status).toBe(401);
  expect((await response.json()).error).toBe('You must be signed in to do that.');
  expect(handler).not.toHaveBeenCalled();
});

test('a database that cannot be reached gives 503 with a message that nothing was saved', async () => {
  const failing = route({ guard: anyone }, async () => {
    throw Object.assign(new Error('Failed query'), { cause: Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }) });
  });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  const response = await failing(new Request('http://localhost/api/x'));
  expect(response.status).toBe(503);
  expect((await response.json()).error).toMatch(/Nothing was saved/);
});

test("an unexpected failure: 500 with a generic message and its ref (the request id); the stack goes to the log, never the answer", async () => {
  const failing = route({ guard: anyone }, async () => {
    throw new Error('Failed query: update users set bio = $1\nparams: a secret bio');
  });
  const logged = captureLog();
  const response = await failing(new Request('http://localhost/api/x', { headers: { 'x-request-id': 'req-1234abcd' } }));
  logged.restore();
  expect(response.status).toBe(500);
  const text = await response.text();
  expect(JSON.parse(text)).toEqual({ error: internalErrorMessage('req-1234abcd'), code: 'internal', ref: 'req-1234abcd' });
  expect(text).not.toMatch(/Failed query|secret bio|\bat /);
  expect(logged.lines).toEqual([expect.objectContaining({ level: 'error', request_id: 'req-1234abcd', msg: '[api] unexpected error', err: expect.objectContaining({ stack: expect.stringMatching(/\n\s+at /) }) })]);
  expect(logged.raw.join('')).not.toContain('secret bio');
});

test('ApiError carries extra fields into the response', async () => {
  const withExtra = route({ guard: anyone }, async () => {
    throw new ApiError(404, 'Game Not Found', 'game_not_found', { validIds: ['pokemon'] });
  });
  const response = await withExtra(new Request('http://localhost/api/x'));
  expect(await response.json()).toEqual({ error: 'Game Not Found', code: 'game_not_found', validIds: ['pokemon'] });
});

test('the e2e set-up call does not exist unless the server was started with E2E_TEST_HOOKS=true', async () => {
  const { POST } = await import('@/app/api/test/daily-puzzle/route');
  delete process.env.E2E_TEST_HOOKS;
  const response = await POST(new Request('http://localhost/api/test/daily-puzzle', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ game: 'pokemon', item: 'Mew' }) }));
  expect(response.status).toBe(404);
});

describe('the request’s database budget', () => {
  const budgetSeen = (deadlineMs?: number) =>
    route({ guard: anyone, deadlineMs }, async () => ({ remaining: remainingDeadlineMs(60_000) }))(new Request('http://localhost/api/x'));

  test('is DATABASE_TIMEOUT_MS by default, and a set-up call may ask for more', async () => {
    const standard = (await (await budgetSeen()).json()) as { remaining: number };
    expect(standard.remaining).toBeLessThanOrEqual(databaseTimeoutMs());
    const longer = (await (await budgetSeen(15_000)).json()) as { remaining: number };
    expect(longer.remaining).toBeGreaterThan(databaseTimeoutMs());
    expect(longer.remaining).toBeLessThanOrEqual(15_000);
  });
});
