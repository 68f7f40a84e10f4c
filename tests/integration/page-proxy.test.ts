import { NextRequest } from 'next/server';
import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import proxy, { config } from '@/proxy';

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
