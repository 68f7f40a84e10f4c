import { readFileSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { GET as health } from '@/app/api/health/route';
import { GET as live } from '@/app/api/health/live/route';
import { installMethodGate } from '@/lib/http/method-gate';
import { drainAndExit, isDraining, removeNextSignalHandlers, requestsInFlight, resetShutdownForTests } from '@/lib/observability/shutdown';

/**
 * Issue 37 item 5: on SIGTERM a process stops taking connections, lets the requests in flight finish (at most the
 * grace), closes its pools and exits 0; its health checks answer 503 from the start. A real HTTP server behind the
 * method gate (which counts the requests and notes the server), with the exit and the pools' closing observed.
 */
let server: Server;
let port: number;
let removeGate: () => void;
/** Answers held by the test: /slow answers when the test says. */
const held: (() => void)[] = [];

beforeEach(async () => {
  resetShutdownForTests();
  removeGate = installMethodGate();
  const { countRequestsInFlight } = await import('@/lib/observability/shutdown');
  countRequestsInFlight();
  server = createServer((request, response) => {
    const answer = () => response.writeHead(200, { 'content-type': 'text/plain' }).end(`done ${request.url}`);
    if (request.url === '/slow') held.push(answer);
    else answer();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});

afterEach(async () => {
  held.splice(0).forEach((answer) => answer());
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  removeGate();
  resetShutdownForTests();
});

/** One GET on a fresh connection: its status and body, or the connection's error code. */
function get(path: string): Promise<{ status?: number; body?: string; connection?: string; error?: string }> {
  return new Promise((resolve) => {
    const sent = httpRequest({ host: '127.0.0.1', port, path, agent: false }, (response) => {
      let body = '';
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode, body, connection: response.headers.connection }));
    });
    sent.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    sent.end();
  });
}

const until = async (condition: () => boolean) => {
  for (let i = 0; i < 200 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(condition()).toBe(true);
};

function steps(graceMs: number, noticeMs = 0) {
  const order: string[] = [];
  return {
    order,
    noticeMs,
    graceMs,
    closePools: jest.fn(async () => {
      order.push('pools closed');
    }),
    exit: jest.fn((code: number) => {
      order.push(`exit ${code}`);
    }),
    log: () => {},
  };
}

test('a request in flight finishes, a new connection is refused, then the pools close and the process exits 0', async () => {
  expect((await get('/warm-up')).status).toBe(200); // the gate has seen the server take a connection
  const slow = get('/slow');
  await until(() => held.length === 1);
  expect(requestsInFlight()).toBe(1);

  const shutdown = steps(5_000);
  const stopped = drainAndExit(shutdown);
  expect(isDraining()).toBe(true);
  expect((await get('/new')).error).toBe('ECONNREFUSED');
  expect(shutdown.exit).not.toHaveBeenCalled();
  expect(shutdown.closePools).not.toHaveBeenCalled();

  shutdown.order.push('slow answered');
  held.shift()!();
  expect(await slow).toMatchObject({ status: 200, body: 'done /slow' });
  await stopped;
  expect(shutdown.order).toEqual(['slow answered', 'pools closed', 'exit 0']);
});

test('a request still in flight after the grace is cut, and the process still closes its pools and exits 0', async () => {
  const slow = get('/slow');
  await until(() => held.length === 1);
  const shutdown = steps(200);
  const started = Date.now();
  await drainAndExit(shutdown);
  expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  expect(shutdown.order).toEqual(['pools closed', 'exit 0']);
  expect((await slow).error).toBe('ECONNRESET');
});

test('a request arriving on a kept-alive connection during the drain is answered with Connection: close', async () => {
  const socket = connect(port, '127.0.0.1');
  let text = '';
  socket.on('data', (chunk) => (text += chunk));
  const closed = new Promise((resolve) => socket.once('close', resolve));
  socket.write('GET /slow HTTP/1.1\r\nHost: localhost\r\n\r\n');
  await until(() => held.length === 1);
  const stopped = drainAndExit(steps(5_000));
  socket.write('GET /late HTTP/1.1\r\nHost: localhost\r\n\r\n'); // the same connection, kept alive
  await new Promise((resolve) => setTimeout(resolve, 50));
  held.shift()!();
  await closed; // the server closes it after the second answer
  const answers = text.split('HTTP/1.1 ').slice(1);
  expect(answers).toHaveLength(2);
  expect(answers[1]).toMatch(/^200/);
  expect(answers[1]).toMatch(/\r\nConnection: close\r\n/i);
  expect(answers[1]).toContain('done /late');
  await stopped;
});

test('during the notice the health checks answer 503 and what still arrives is served with Connection: close, then the listener closes', async () => {
  expect((await get('/warm-up')).status).toBe(200);
  const shutdown = steps(1_000, 300);
  const stopped = drainAndExit(shutdown);
  expect((await live(new Request('http://localhost/api/health/live'))).status).toBe(503);
  expect(await get('/during-notice')).toMatchObject({ status: 200, connection: 'close' });
  await until(() => shutdown.exit.mock.calls.length === 1);
  expect((await get('/after')).error).toBe('ECONNREFUSED');
  await stopped;
});

test('the health checks answer 503 as soon as the drain starts (the balancer stops sending)', async () => {
  const shutdown = drainAndExit(steps(1_000));
  expect((await live(new Request('http://localhost/api/health/live'))).status).toBe(503);
  const answer = await health(new Request('http://localhost/api/health'));
  expect(answer.status).toBe(503);
  expect(await answer.json()).toEqual({ ok: false, draining: true, code: 'draining' });
  await shutdown;
});

test("Next's own SIGTERM handler (exit 143, pools left open) is the one taken away", () => {
  // `next start` adds it as a function named cleanup (node_modules/next/dist/server/lib/start-server.js).
  const startServer = readFileSync('node_modules/next/dist/server/lib/start-server.js', 'utf8');
  expect(startServer).toContain("process.on('SIGTERM', cleanup)");
  expect(startServer).toContain('NEXT_MANUAL_SIG_HANDLE');
  const cleanup = () => {};
  const other = () => {};
  process.on('SIGTERM', cleanup);
  process.on('SIGTERM', other);
  try {
    expect(removeNextSignalHandlers()).toBe(1);
    expect(process.listeners('SIGTERM')).toContain(other);
    expect(process.listeners('SIGTERM')).not.toContain(cleanup);
  } finally {
    process.off('SIGTERM', cleanup);
    process.off('SIGTERM', other);
  }
});
