/**
 * @jest-environment node
 */
/** lib/auth/session-cookie.ts: the one module that names Auth.js's session cookie and decodes it. */
import { execFileSync } from 'node:child_process';
import { encode } from 'next-auth/jwt';
import { authSecret } from '@/lib/auth/secret';
import { decodeSessionCookie, hasSecureSessionCookie, isSessionCookie, sessionCookieName } from '@/lib/auth/session-cookie';
import { readSessionHints } from '@/lib/auth/session-hints';

const secret = authSecret()!;

async function token(name: string, claims: Record<string, unknown> = {}, maxAge?: number): Promise<string> {
  return encode({ token: { sub: 'user-1', sid: 'session-1', username: 'alice', ...claims }, secret, salt: name, maxAge });
}

test('the name: __Secure- over https, chunks .0, .1… recognised', () => {
  expect(sessionCookieName(false)).toBe('authjs.session-token');
  expect(sessionCookieName(true)).toBe('__Secure-authjs.session-token');
  for (const name of ['authjs.session-token', '__Secure-authjs.session-token', 'authjs.session-token.0', '__Secure-authjs.session-token.12']) {
    expect(isSessionCookie(name)).toBe(true);
  }
  for (const name of ['authjs.csrf-token', 'authjs.session-token.x', 'xauthjs.session-token', 'guessdle_signed_in']) {
    expect(isSessionCookie(name)).toBe(false);
  }
  expect(hasSecureSessionCookie([{ name: '__Secure-authjs.session-token.0', value: 'a' }])).toBe(true);
  expect(hasSecureSessionCookie([{ name: 'authjs.session-token', value: 'a' }])).toBe(false);
});

test('decodes the whole cookie or its chunks joined in order, keyed by its own name', async () => {
  const name = sessionCookieName(false);
  const value = await token(name);
  expect(await decodeSessionCookie([{ name, value }], false, secret)).toMatchObject({ sub: 'user-1', sid: 'session-1', username: 'alice' });
  const chunks = [
    { name: `${name}.1`, value: value.slice(100) },
    { name: `${name}.0`, value: value.slice(0, 100) },
  ];
  expect(await decodeSessionCookie(chunks, false, secret)).toMatchObject({ sub: 'user-1' });
  // The https cookie is another name, so another key: the plain cookie's token does not decode under it.
  expect(await decodeSessionCookie([{ name: sessionCookieName(true), value }], true, secret)).toBeNull();
});

test('no cookie, a tampered one, another secret or an expired one: null', async () => {
  const name = sessionCookieName(false);
  const value = await token(name);
  expect(await decodeSessionCookie([], false, secret)).toBeNull();
  expect(await decodeSessionCookie([{ name, value: `${value.slice(0, -4)}AAAA` }], false, secret)).toBeNull();
  expect(await decodeSessionCookie([{ name, value }], false, 'another-secret')).toBeNull();
  const expired = await token(name, {}, -60);
  expect(await decodeSessionCookie([{ name, value: expired }], false, secret)).toBeNull();
});

test("the proxy's hints read the same cookie: the https one when the request carries it", async () => {
  const secureName = sessionCookieName(true);
  const request = (cookies: { name: string; value: string }[]) => ({ cookies: { getAll: () => cookies } });
  expect(await readSessionHints(request([{ name: secureName, value: await token(secureName) }]))).toEqual({ signedIn: true, username: 'alice' });
  const plain = sessionCookieName(false);
  expect(await readSessionHints(request([{ name: plain, value: await token(plain, { username: null }) }]))).toEqual({ signedIn: true, username: null });
  expect(await readSessionHints(request([]))).toEqual({ signedIn: false, username: null });
});

test('no other source file names the session cookie', () => {
  const files = execFileSync('git', ['grep', '--untracked', '-l', 'authjs[.]session', '--', 'lib', 'app', 'proxy.ts', 'components', 'db'], { encoding: 'utf8' })
    .split('\n')
    .filter(Boolean);
  expect(files).toEqual(['lib/auth/session-cookie.ts']);
});
