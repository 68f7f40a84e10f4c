/**
 * @jest-environment node
 */
/**
 * Methods an address does not take answer 405 with `Allow` before Next (issue 25 item 10): Next turns a
 * request into a fetch() Request, which refuses TRACE, so Next answered TRACE with a 500 everywhere.
 */
import { createServer, request as httpRequest, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answeredByGate, installMethodGate } from '@/lib/http/method-gate';
import { judgeMethod, routeFor } from '@/lib/http/method-policy';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/security/headers';

const saved = { ...process.env };
afterEach(() => {
  for (const name of ['AUTH_DEV_LOGIN', 'E2E_TEST_HOOKS'] as const) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
});

describe('which methods an address takes', () => {
  test.each([
    ['/', 'GET, HEAD'],
    ['/solve/pokemon', 'GET, HEAD'],
    ['/privacy/', 'GET, HEAD'],
    ['/auth/callback', 'GET, HEAD'],
    ['/sitemap.xml', 'GET, HEAD'],
    ['/_next/static/chunks/a.js', 'GET, HEAD'],
    ['/api/time/info', 'GET, HEAD, OPTIONS'],
    ['/api/admin/users/abc/stats', 'GET, HEAD, OPTIONS, PUT'],
    ['/api/daily/pokemon/guess', 'OPTIONS, POST'],
    ['/auth/users/abc', 'DELETE, OPTIONS'],
    ['/api/no/such/call', 'DELETE, GET, HEAD, OPTIONS, PATCH, POST, PUT'],
  ])('TRACE %s: 405, Allow: %s', (path, allow) => {
    expect(judgeMethod('TRACE', path)).toEqual({ status: 405, allow });
  });

  test.each([
    ['PUT', '/'],
    ['DELETE', '/leaderboard'],
    ['OPTIONS', '/daily'],
    ['PROPFIND', '/'],
    ['POST', '/solve/pokemon'],
    ['DELETE', '/api/time/info'],
    ['GET', '/api/daily/pokemon/guess'],
    ['PROPFIND', '/api/cards/pokemon'],
    ['TRACK', '/auth/me'],
  ])('%s %s: 405', (method, path) => {
    expect(judgeMethod(method, path)).toMatchObject({ status: 405 });
  });

  test.each([
    ['GET', '/'],
    ['HEAD', '/solve/pokemon'],
    ['GET', '/api/time/info'],
    ['HEAD', '/api/time/info'],
    ['OPTIONS', '/api/time/info'],
    ['POST', '/api/daily/pokemon/guess'],
    ['PUT', '/api/admin/users/abc/stats'],
    ['GET', '/api/auth/session'],
    ['POST', '/api/auth/callback/oidc'],
    ['PATCH', '/api/no/such/call'],
    ['POST', '/_next/mcp'],
  ])('%s %s goes on to Next', (method, path) => {
    expect(judgeMethod(method, path)).toEqual({ pass: true });
  });

  test('/login takes POST (its server action) only while the development sign-in is on', () => {
    delete process.env.AUTH_DEV_LOGIN;
    expect(judgeMethod('POST', '/login')).toEqual({ status: 405, allow: 'GET, HEAD' });
    process.env.AUTH_DEV_LOGIN = 'true';
    expect(judgeMethod('POST', '/login')).toEqual({ pass: true });
    expect(judgeMethod('TRACE', '/login')).toEqual({ status: 405, allow: 'GET, HEAD, POST' });
  });

  test('the e2e set-up calls are unknown calls, whatever the method, unless E2E_TEST_HOOKS is set', () => {
    delete process.env.E2E_TEST_HOOKS;
    for (const method of ['GET', 'POST', 'PUT', 'TRACE']) expect(judgeMethod(method, '/api/test/faults')).toEqual({ status: 404 });
    process.env.E2E_TEST_HOOKS = 'true';
    expect(judgeMethod('POST', '/api/test/faults')).toEqual({ pass: true });
    expect(judgeMethod('GET', '/api/test/faults')).toEqual({ status: 405, allow: 'OPTIONS, POST' });
  });

  test('a call path is served by its most specific route, as Next picks it', () => {
    expect(routeFor('/api/cards/pokemon')).toBe('/api/cards/[game]');
    expect(routeFor('/api/admin/users/abc/achievements/grant')).toBe('/api/admin/users/[id]/achievements/grant');
    expect(routeFor('/api/leaderboard/real-time')).toBe('/api/leaderboard/real-time');
    expect(routeFor('/api/leaderboard/real-time/pokemon')).toBe('/api/leaderboard/real-time/[game]');
    expect(routeFor('/api/auth/signin/oidc')).toBe('/api/auth/[...nextauth]');
    expect(routeFor('/api/cards/pokemon/extra')).toBe('/api/[...path]');
    expect(routeFor('/auth/users/profile/abc')).toBe('/auth/users/profile/[userId]');
    expect(routeFor('/auth/nope')).toBe('/auth/[...path]');
  });
});

describe('in front of a real HTTP server', () => {
  let server: Server;
  let uninstall: (() => void) | undefined;
  let port: number;

  beforeAll(async () => {
    // As Next does: every request becomes a fetch() Request first; what cannot be one is a 500.
    server = createServer((request, response) => {
      try {
        new Request(`http://localhost${request.url}`, { method: request.method });
        response.end('rendered');
      } catch {
        response.writeHead(500).end('Internal Server Error');
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    uninstall?.();
    await new Promise((resolve) => server.close(resolve));
  });

  const send = (method: string, path: string) =>
    new Promise<{ status: number; headers: IncomingHttpHeaders; body: string }>((resolve, reject) => {
      const outgoing = httpRequest({ host: '127.0.0.1', port, method, path }, (answer) => {
        let body = '';
        answer.on('data', (chunk) => (body += chunk));
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, headers: answer.headers, body }));
      });
      outgoing.on('error', reject);
      outgoing.end();
    });

  test('without the gate a TRACE is the 500 the attack saw; with it a 405 with Allow, GET unchanged', async () => {
    expect((await send('TRACE', '/')).status).toBe(500);
    uninstall = installMethodGate();
    const page = await send('TRACE', '/');
    expect(page.status).toBe(405);
    expect(page.headers.allow).toBe('GET, HEAD');
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    const call = await send('TRACE', '/api/time/info');
    expect(call.status).toBe(405);
    expect(call.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(call.headers['content-security-policy']).toBe(API_CONTENT_SECURITY_POLICY);
    expect(JSON.parse(call.body)).toEqual({ error: 'TRACE is not allowed here. Use GET, HEAD, OPTIONS.', code: 'method_not_allowed' });
    expect(await send('GET', '/')).toMatchObject({ status: 200, body: 'rendered' });
  });

  test('installing twice puts one gate in front', () => {
    expect(installMethodGate()).toBe(uninstall);
  });
});

describe('request targets the gate reads', () => {
  const answer = (method: string, url: string) => {
    const written: { status?: number } = {};
    const request = { method, url, resume: () => undefined } as unknown as IncomingMessage;
    const response = { writeHead: (status: number) => (written.status = status), end: () => undefined } as unknown as ServerResponse;
    return { answered: answeredByGate(request, response), status: written.status };
  };

  test('origin form with a query, and absolute form', () => {
    expect(answer('TRACE', '/api/time/info?x=1')).toEqual({ answered: true, status: 405 });
    expect(answer('TRACE', 'http://localhost/api/time/info')).toEqual({ answered: true, status: 405 });
  });

  test('what it cannot read goes on to Next, never an exception in the server', () => {
    expect(answer('GET', 'http://[')).toEqual({ answered: false, status: undefined });
    expect(answer('GET', '*')).toEqual({ answered: false, status: undefined });
  });
});
