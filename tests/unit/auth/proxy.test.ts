/**
 * @jest-environment node
 */
/** proxy.ts decides on sign-in and username only, never on a role, and never writes the session cookie (issue 10 items 2, 3). */
import { encode } from 'next-auth/jwt';
import { NextRequest } from 'next/server';
import proxy from '@/proxy';
import { authSecret } from '@/lib/auth/secret';
import { prerenderedScriptHashes } from '@/lib/security/static-page-scripts';

// As a production build would have it: the home page prerendered (served with s-maxage), the leaderboard per request.
jest.mock('@/lib/security/static-page-scripts', () => ({ prerenderedScriptHashes: jest.fn((path: string) => (path === '/' ? ['aGFzaA=='] : null)) }));

async function sessionCookie(claims: Record<string, unknown>): Promise<string> {
  const token = await encode({ token: { sub: 'user-1', sid: 'session-1', ...claims }, secret: authSecret()!, salt: 'authjs.session-token' });
  return `authjs.session-token=${token}; guessdle_signed_in=1`;
}

async function visit(path: string, cookie?: string) {
  // As behind `next start` on http: the host and protocol the server sees.
  const headers: Record<string, string> = { host: 'localhost', 'x-forwarded-proto': 'http', ...(cookie ? { cookie } : {}) };
  const response = await proxy(new NextRequest(`http://localhost${path}`, { headers }));
  return {
    location: response.headers.get('location'),
    rewrite: response.headers.get('x-middleware-rewrite'),
    setCookie: response.headers.getSetCookie().join('\n'),
  };
}

test('a signed-in member reaches /admin, whatever role an older cookie claims: the page checks the database', async () => {
  for (const role of ['user', 'moderator', undefined]) {
    const { location } = await visit('/admin', await sessionCookie({ username: 'alice', role }));
    expect(location).toBeNull();
  }
});

test('signed-out visitors are still sent home from /admin and to /login from private pages', async () => {
  expect((await visit('/admin')).location).toBe('http://localhost/');
  expect((await visit('/stats')).location).toBe('http://localhost/login');
});

test('a member without a username is still sent to /username-setup', async () => {
  expect((await visit('/daily', await sessionCookie({ username: null }))).location).toBe('http://localhost/username-setup');
});

test('never re-issues the session cookie: a page request sent before a logout cannot bring the cookie back', async () => {
  const { setCookie } = await visit('/daily', await sessionCookie({ username: 'alice' }));
  expect(setCookie).not.toMatch(/authjs\.session-token/);
});

test('an unknown game id is shown by the per-request Game Not Found route under its own address; a game is not', async () => {
  expect((await visit('/solve/not-a-game')).rewrite).toBe('http://localhost/game-not-found/not-a-game');
  expect((await visit('/solve/not-a-game?_rsc=abc')).rewrite).toBe('http://localhost/game-not-found/not-a-game?_rsc=abc');
  expect((await visit('/solve/pokemon')).rewrite).toBeNull();
  expect((await visit('/solve/pokemon/opengraph-image')).rewrite).toBeNull();
});

describe('no page writes the sign-in hint: only the session calls do (issue 25 item 12)', () => {
  test('a session cookie without the hint, or the hint without a session, gets no Set-Cookie', async () => {
    const token = (await sessionCookie({ username: 'alice' })).replace('; guessdle_signed_in=1', '');
    for (const path of ['/', '/daily', '/solve/pokemon', '/privacy', '/auth/callback']) {
      expect((await visit(path, token)).setCookie).toBe('');
      expect((await visit(path, 'guessdle_signed_in=1')).setCookie).toBe('');
    }
  });
});

describe('a page a shared cache may store sets no cookie at all (issue 25 item 12)', () => {
  const saved = { ...process.env };
  beforeEach(() => Object.assign(process.env, { NODE_ENV: 'production', AUTH_DEV_LOGIN: 'true' }));
  afterEach(() => {
    for (const name of ['NODE_ENV', 'AUTH_DEV_LOGIN'] as const) {
      if (saved[name] === undefined) delete process.env[name];
      else Object.assign(process.env, { [name]: saved[name] });
    }
  });

  test('a prerendered page does not even carry the development banner cookie; a page rendered per request does', async () => {
    expect(jest.mocked(prerenderedScriptHashes)('/')).not.toBeNull();
    expect((await visit('/')).setCookie).toBe('');
    expect((await visit('/leaderboard')).setCookie).toMatch(/^guessdle_dev_login=1;/);
  });
});
