import { NextRequest } from 'next/server';
import { handlers } from '@/lib/auth/auth';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

/**
 * Behind a TLS proxy the app sees plain HTTP with X-Forwarded-Proto: https. Auth.js's own calls must
 * then set Secure cookies, the session cookie included, as AUTH_URL=https://… does.
 */
let database: TestDatabase;
const savedEnv = { ...process.env };
beforeAll(async () => {
  database = await createTestDatabase();
  process.env.AUTH_DEV_LOGIN = 'true';
});
afterAll(async () => {
  process.env = savedEnv;
  await database.destroy();
});

const authCall = (path: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}) =>
  new NextRequest(`http://localhost/api/auth/${path}`, init);

function cookieNamed(setCookies: string[], name: RegExp): string | undefined {
  return setCookies.find((cookie) => name.test(cookie.split('=')[0]));
}

async function signInBehind(headers: Record<string, string>): Promise<string[]> {
  const csrf = await handlers.GET(authCall('csrf', { headers }));
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const cookie = csrf.headers.getSetCookie().map((entry) => entry.split(';')[0]).join('; ');
  const body = new URLSearchParams({ csrfToken, name: 'SecureCookieTester', callbackUrl: '/' }).toString();
  const response = await handlers.POST(authCall('callback/dev', {
    method: 'POST',
    headers: { ...headers, cookie, 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
    body,
  }));
  return response.headers.getSetCookie();
}

test('behind HTTPS (X-Forwarded-Proto: https) the session cookie is __Secure-, Secure and HttpOnly', async () => {
  const setCookies = await signInBehind({ 'x-forwarded-proto': 'https' });
  const session = cookieNamed(setCookies, /session-token$/);
  expect(session).toMatch(/^__Secure-authjs\.session-token=/);
  expect(session).toMatch(/;\s*Secure/i);
  expect(session).toMatch(/;\s*HttpOnly/i);
});

test('AUTH_URL on https makes every Auth.js cookie Secure', async () => {
  process.env.AUTH_URL = 'https://guessdle.example';
  try {
    const csrf = await handlers.GET(authCall('csrf'));
    const token = cookieNamed(csrf.headers.getSetCookie(), /csrf-token$/);
    expect(token).toMatch(/^__Host-authjs\.csrf-token=.*;\s*Secure/i);
  } finally {
    delete process.env.AUTH_URL;
  }
});

test('over plain HTTP in development the cookie is not marked Secure (a browser would drop it)', async () => {
  const session = cookieNamed(await signInBehind({}), /session-token$/);
  expect(session).toMatch(/^authjs\.session-token=/);
  expect(session).not.toMatch(/;\s*Secure/i);
});
