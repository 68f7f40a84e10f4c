/**
 * @jest-environment node
 */
/**
 * Issue 37: every request has an id (the balancer's when it is a plain token, else a fresh one) that the app's
 * code sees and the answer carries in X-Request-Id, and the observers (metrics, log, shutdown) see each request
 * start and end once, by route template, with its status.
 */
import { createServer, request as httpRequest, type Server } from 'node:http';
import { sendRaw } from '@/tests/helpers/raw-http';
import type { AddressInfo } from 'node:net';
import { installMethodGate } from '@/lib/http/method-gate';
import { addRequestObserver, type ObservedRequest } from '@/lib/observability/request-observers';

let server: Server;
let port: number;
let uninstallGate: () => void;
const seenByApp: (string | undefined)[] = [];

beforeAll(async () => {
  uninstallGate = installMethodGate();
  server = createServer((request, response) => {
    seenByApp.push(request.headers['x-request-id'] as string | undefined);
    if (request.url === '/api/time/info') {
      response.writeHead(200, { 'Content-Type': 'application/json' });
      response.end('{}');
      return;
    }
    if (request.url?.startsWith('/hang')) {
      response.writeHead(200);
      response.write('part');
      return; // the client goes away before the end
    }
    response.writeHead(404);
    response.end('nope');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  uninstallGate();
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

const send = (method: string, path: string, headers: Record<string, string> = {}) => sendRaw(port, method, path, headers);

test('the answer carries the id the app saw: the balancer’s plain token kept, anything else replaced by a fresh one', async () => {
  seenByApp.length = 0;
  const kept = await send('GET', '/api/time/info', { 'X-Request-Id': 'haproxy-1A2B3C4D:5E6F' });
  expect(kept.headers['x-request-id']).toBe('haproxy-1A2B3C4D:5E6F');
  const hostile = await send('GET', '/api/time/info', { 'X-Request-Id': '<script>alert(1)</script>' });
  const fresh = await send('GET', '/api/time/info');
  for (const answer of [hostile, fresh]) expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  expect(hostile.headers['x-request-id']).not.toBe(fresh.headers['x-request-id']);
  expect(seenByApp).toEqual([kept.headers['x-request-id'], hostile.headers['x-request-id'], fresh.headers['x-request-id']]);
  // The method gate's own answers carry one too.
  expect((await send('TRACE', '/')).headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
});

test('observers see each request start and end once, by route template and status; a failing observer fails nothing', async () => {
  const started: string[] = [];
  const ended: { route: string; method: string; status: number; finished: boolean; id: string }[] = [];
  const removeBroken = addRequestObserver('broken', {
    started: () => {
      throw new Error('observer bug');
    },
  });
  const remove = addRequestObserver('test', {
    started: (request: ObservedRequest) => started.push(request.id),
    ended: (request, outcome) => {
      expect(outcome.seconds).toBeGreaterThanOrEqual(0);
      ended.push({ route: request.route, method: request.method, status: outcome.status, finished: outcome.finished, id: request.id });
    },
  });
  const spy = jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const call = await send('GET', '/api/time/info');
    await send('GET', '/some/unknown/page?x=1');
    await send('PUT', '/api/time/info');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(call.status).toBe(200);
    expect(ended).toEqual([
      { route: '/api/time/info', method: 'GET', status: 200, finished: true, id: call.headers['x-request-id'] },
      { route: 'other', method: 'GET', status: 404, finished: true, id: expect.any(String) },
      { route: '/api/time/info', method: 'PUT', status: 405, finished: true, id: expect.any(String) },
    ]);
    expect(started).toEqual(ended.map((entry) => entry.id));
  } finally {
    spy.mockRestore();
    remove();
    removeBroken();
  }
});

test('a connection that closes before the whole answer is sent ends once, not finished', async () => {
  const ended: boolean[] = [];
  const remove = addRequestObserver('test', { ended: (_request, outcome) => ended.push(outcome.finished) });
  try {
    await new Promise<void>((resolve) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, path: '/hang' }, (answer) => {
        answer.once('data', () => {
          outgoing.destroy();
          setTimeout(resolve, 100);
        });
      });
      outgoing.on('error', () => {});
      outgoing.end();
    });
    expect(ended).toEqual([false]);
  } finally {
    remove();
  }
});
