import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NextRequest, NextResponse } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import proxy, { config } from '@/proxy';
import { syncDevLoginCookie } from '@/lib/auth/dev-login-warning';
import { readEnv } from '@/lib/env';
import { inlineScriptHashes, readPrerenderedPages } from '@/lib/security/static-page-scripts';
import { pagePolicyFor } from '@/lib/security/page-security';

/** proxy.ts as Next runs it before a page (or a call whose path holds a %). */
const visit = (path: string, headers: Record<string, string> = {}) => proxy(new NextRequest(`http://localhost${path}`, { headers }));

describe('public page responses set no cookie a shared cache could pass on', () => {
  test.each(['/', '/daily', '/solve/pokemon', '/leaderboard', '/login'])('%s as a first-time guest', async (path) => {
    const response = await visit(path);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  test('nor behind HTTPS, where Auth.js would name them __Host-/__Secure-', async () => {
    const response = await visit('/', { 'x-forwarded-proto': 'https' });
    expect(response.headers.getSetCookie()).toEqual([]);
  });
});

describe('pages get a Content-Security-Policy with a fresh nonce', () => {
  test('the policy names the nonce, forbids plugins, base changes and framing, and is forwarded to the render', async () => {
    const response = await visit('/solve/pokemon');
    const policy = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([A-Za-z0-9+/=]+)'/.exec(policy)?.[1];
    expect(nonce).toBeDefined();
    expect(policy).toContain(`script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
    for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "default-src 'self'"]) {
      expect(policy).toContain(directive);
    }
    // Next reads the nonce for its own scripts from the forwarded request header.
    expect(response.headers.get('x-middleware-request-content-security-policy')).toBe(policy);
    expect(response.headers.get('x-middleware-request-x-nonce')).toBe(nonce);
  });

  test('each response has its own nonce', async () => {
    const policies = await Promise.all([visit('/'), visit('/')].map(async (response) => (await response).headers.get('content-security-policy')));
    expect(policies[0]).not.toBe(policies[1]);
  });
});

describe('which paths are pages', () => {
  const matches = (path: string) => unstable_doesMiddlewareMatch({ config, url: `http://localhost${path}` });

  test.each(['/auth/me', '/auth/users/abc/bio', '/auth/public-profile/Pat', '/auth/no-such-call', '/api/profile-picture/upload'])(
    'the call %s does not go through the page proxy (no redirect, no page policy)',
    (path) => expect(matches(path)).toBe(false),
  );

  test.each(['/auth/callback', '/profile', '/profile/Pat', '/settings'])('the page %s does', (path) => expect(matches(path)).toBe(true));
});

describe('a path with a broken %-encoding', () => {
  test.each(['/api/cards/%ZZ', '/api/daily/%E0%A4%A/guess', '/api/game-stats/user/%ZZ/summary', '/auth/sign-in/%ZZ', '/auth/users/%ZZ/bio', '/auth/public-profile/%E0%A4%A', '/auth/no-such-call/%ZZ'])('the call %s answers 400 JSON bad_path', async (path) => {
    const response = await visit(path);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toContain('application/json');
    expect(await response.json()).toMatchObject({ code: 'bad_path', error: expect.any(String) });
  });

  test.each(['/solve/%ZZ', '/%ZZ', '/profile/%C0%', '/daily/%'])('the page %s goes to the home page, where unknown paths go', async (path) => {
    const response = await visit(path);
    expect(response.status).toBe(307);
    expect(new URL(response.headers.get('location')!).pathname).toBe('/');
  });

  test('a well-formed encoded path is left alone', async () => {
    const response = await visit('/api/cards/poke%6Dmon');
    expect(response.headers.get('x-middleware-next')).toBe('1');
  });
});

describe('the development sign-in banner cookie', () => {
  const pageResponse = (cookie: string | undefined, values: Record<string, string>) => {
    const request = new NextRequest('http://localhost/', { headers: cookie ? { cookie } : {} });
    const response = NextResponse.next();
    syncDevLoginCookie(request, response, readEnv(values));
    return response.headers.getSetCookie();
  };

  test('a production server offering the development sign-in tells the page so', () => {
    expect(pageResponse(undefined, { NODE_ENV: 'production', AUTH_DEV_LOGIN: 'true' })).toEqual([expect.stringMatching(/^guessdle_dev_login=1;/)]);
    expect(pageResponse('guessdle_dev_login=1', { NODE_ENV: 'production', AUTH_DEV_LOGIN: 'true' })).toEqual([]);
  });

  test('a server without it sets nothing, and clears the cookie a previous start left', () => {
    expect(pageResponse(undefined, { NODE_ENV: 'production', AUTH_DEV_LOGIN: 'false' })).toEqual([]);
    expect(pageResponse(undefined, { NODE_ENV: 'development', AUTH_DEV_LOGIN: 'true' })).toEqual([]);
    expect(pageResponse('guessdle_dev_login=1', { NODE_ENV: 'production' })).toEqual([expect.stringMatching(/^guessdle_dev_login=;.*Max-Age=0/i)]);
  });
});

describe('prerendered pages: their inline scripts are allowed by hash', () => {
  const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

  test('every inline script is hashed; scripts with a src and JSON-LD data blocks are not', () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script>self.__next_f=self.__next_f||[]</script>',
      '<script id="_R_">requestAnimationFrame(function(){"</div>"})</script>',
      '<script type="application/ld+json">{"@type":"WebSite"}</script>',
      '<script type="module">import "/x.js"</script>',
    ].join('');
    expect(inlineScriptHashes(html)).toEqual([sha256('self.__next_f=self.__next_f||[]'), sha256('requestAnimationFrame(function(){"</div>"})'), sha256('import "/x.js"')]);
  });

  test('a build folder is read into page paths; a missing one means no prerendered page', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'guessdle-app-'));
    mkdirSync(path.join(folder, 'solve'));
    writeFileSync(path.join(folder, 'index.html'), '<script>home()</script>');
    writeFileSync(path.join(folder, 'solve', 'pokemon.html'), '<script>game()</script>');
    writeFileSync(path.join(folder, 'solve', 'pokemon.rsc'), 'not a page');
    expect(readPrerenderedPages(folder)).toEqual(new Map([['/', [sha256('home()')]], ['/solve/pokemon', [sha256('game()')]]]));
    expect(readPrerenderedPages(path.join(folder, 'missing'))).toEqual(new Map());
  });

  test('outside production (next dev, tests) every page gets a nonce, whatever .next holds', () => {
    const { nonce, policy } = pagePolicyFor('/', false);
    expect(nonce).toBeDefined();
    expect(policy).toContain(`'nonce-${nonce}' 'strict-dynamic'`);
  });
});

describe('a server action Next could not take is refused here, with a 4xx (issue 25 item 10)', () => {
  // The real encoding of devSignIn(form) as the browser's React sends it (a fetch action).
  const { encodeReply } = jest.requireActual('next/dist/compiled/react-server-dom-turbopack/client.node') as { encodeReply: (value: unknown) => Promise<FormData | string> };
  const signInForm = (name = 'Pat') => {
    const form = new FormData();
    form.append('name', name);
    return form;
  };
  const post = (body: FormData | string, headers: Record<string, string> = {}) =>
    proxy(new NextRequest('http://localhost/login', { method: 'POST', body, headers: { origin: 'http://localhost', ...headers } }));
  const ACTION = { 'next-action': '7f3c9a' };
  const encoded = async (value: unknown) => (await encodeReply(value)) as FormData;
  const formOf = (fields: Record<string, string>) => Object.entries(fields).reduce((form, [key, value]) => (form.append(key, value), form), new FormData());

  test("the sign-in form goes on, sent by React's encoding or as a plain form", async () => {
    for (const answer of [await post(await encoded([signInForm()]), ACTION), await post(formOf({ $ACTION_ID_7f3c9a: '', name: 'Pat' }))]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('x-middleware-next')).toBe('1');
    }
  });

  test.each([
    ['another site', { origin: 'http://evil.example' }, 403],
    ['an Origin that is no address', { origin: 'garbage' }, 403],
    ['a cross-site fetch', { 'sec-fetch-site': 'cross-site' }, 403],
  ])('from %s: 403', async (_what, headers, status) => {
    const answer = await post(await encoded([signInForm()]), { ...ACTION, ...headers });
    expect(answer.status).toBe(status);
    expect(await answer.json()).toMatchObject({ code: 'cross_origin' });
  });

  test('anything but a form: 415; a form too large: 413', async () => {
    expect((await post('["x"]', { ...ACTION, 'content-type': 'text/plain;charset=UTF-8' })).status).toBe(415);
    expect((await post(formOf({ name: 'x'.repeat(20_000) }))).status).toBe(413);
  });

  test.each([
    ['a broken multipart body', async () => '--x\r\nnot a part', { 'content-type': 'multipart/form-data; boundary=x' }],
    ['arguments that are not JSON', async () => formOf({ 0: 'garbage' }), ACTION],
    ['arguments that are not a list', async () => formOf({ 0: '"Pat"' }), ACTION],
    ['a reference to anything but a form', async () => formOf({ 0: '["$Q1"]', _1_name: 'Pat' }), ACTION],
    ['a nested reference', async () => formOf({ 0: '[{"a":["$@1"]}]' }), ACTION],
    ['no arguments', async () => formOf({ _1_name: 'Pat' }), ACTION],
    ['a field the form does not have', async () => formOf({ name: 'Pat', $ACTION_REF_1: '' }), {}],
  ])('%s: 400', async (_what, body, headers) => {
    const answer = await post(await body(), headers);
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({ code: 'invalid_form' });
  });
});
