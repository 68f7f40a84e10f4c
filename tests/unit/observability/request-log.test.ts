/**
 * @jest-environment node
 */
/**
 * Issue 37 item 4: one JSON line per request (time, level, request id, route template, method, status, duration,
 * instance), the same request id on every line written while it is served and in the answer's X-Request-Id; an
 * error's stack in the log, never its query's values; LOG_LEVEL.
 */
import { createServer, type Server } from 'node:http';
import { sendRaw } from '@/tests/helpers/raw-http';
import type { AddressInfo } from 'node:net';
import { installMethodGate } from '@/lib/http/method-gate';
import { createLogger, log } from '@/lib/observability/log';
import { startRequestLog } from '@/lib/observability/request-log';
import { captureLog } from '../../helpers/log-capture';

let server: Server;
let port: number;
let uninstallGate: () => void;
let stopLog: () => void;

beforeAll(async () => {
  uninstallGate = installMethodGate();
  stopLog = startRequestLog();
  server = createServer((request, response) => {
    // Server code deep in a call writes a line of its own, later, after an await: it carries the request's id.
    setTimeout(() => {
      log().warn({ cookie: 'guessdle-session=SECRET', user: { email: 'ann@example.com' } }, 'inside the handler');
      response.writeHead(request.url === '/api/time/info' ? 200 : 500, { 'Content-Type': 'application/json' });
      response.end('{}');
    }, 5);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  stopLog();
  uninstallGate();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (path: string, headers: Record<string, string> = {}, method = 'GET') => sendRaw(port, method, path, headers);

test('one line per request, with the id of its answer; the lines written while serving it carry the same id; secrets censored', async () => {
  const captured = captureLog();
  try {
    const first = await send('/api/time/info', { 'X-Request-Id': 'balancer-0001:abcd' });
    const second = await send('/api/daily/aoe2-units/guess?x=1', {}, 'POST');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(first.headers['x-request-id']).toBe('balancer-0001:abcd');
    const requests = captured.lines.filter((line) => line.msg === 'request');
    expect(requests).toEqual([
      expect.objectContaining({ level: 'info', request_id: 'balancer-0001:abcd', route: '/api/time/info', method: 'GET', status: 200 }),
      expect.objectContaining({ level: 'error', request_id: second.headers['x-request-id'], route: '/api/daily/[game]/guess', method: 'POST', status: 500 }),
    ]);
    for (const line of requests) {
      expect(Date.parse(line.time as string)).toBeGreaterThan(0);
      expect(line.duration_ms).toBeGreaterThanOrEqual(5);
      expect(typeof line.instance).toBe('string');
    }
    const inside = captured.lines.filter((line) => line.msg === 'inside the handler');
    expect(inside.map((line) => line.request_id)).toEqual(['balancer-0001:abcd', second.headers['x-request-id']]);
    expect(captured.raw.join('')).not.toMatch(/SECRET|ann@example\.com/);
    expect(inside[0]).toMatchObject({ cookie: '[redacted]', user: { email: '[redacted]' } });
  } finally {
    captured.restore();
  }
});

test("an error is logged with its stack and described message, never a failed query's values", () => {
  const captured = captureLog();
  try {
    const failed = new Error(`Failed query: insert into "profiles" ("bio") values ($1)\nparams: my secret bio`);
    log().error({ err: failed }, '[api] unexpected error');
    const [line] = captured.lines;
    expect(line.err).toEqual({ type: 'Error', message: 'Error: Failed query: insert into "profiles" ("bio") values ($1)', stack: expect.stringMatching(/^Error: Failed query[^\n]*\n\s+at /) });
    expect(captured.raw.join('')).not.toContain('my secret bio');
    expect(line.request_id).toBeUndefined(); // outside a request
  } finally {
    captured.restore();
  }
});

test('LOG_LEVEL sets the level (default info outside tests)', () => {
  const lines: string[] = [];
  const destination = { write: (chunk: string) => void lines.push(chunk) };
  const previous = process.env.LOG_LEVEL;
  process.env.LOG_LEVEL = 'warn';
  try {
    const logger = createLogger(destination);
    logger.info('quiet');
    logger.warn('loud');
    expect(lines.map((line) => JSON.parse(line).msg)).toEqual(['loud']);
  } finally {
    if (previous === undefined) delete process.env.LOG_LEVEL;
    else process.env.LOG_LEVEL = previous;
  }
});
