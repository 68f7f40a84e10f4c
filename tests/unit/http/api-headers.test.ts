/**
 * @jest-environment node
 */
/** Calls carry a Content-Security-Policy that forbids everything; pages keep theirs from proxy.ts (issue 25 item 12). */
import { unstable_getResponseFromNextConfig } from 'next/experimental/testing/server';
import nextConfig from '@/next.config';
import { API_CONTENT_SECURITY_POLICY } from '@/lib/security/headers';

const headersFor = async (path: string) => (await unstable_getResponseFromNextConfig({ url: `http://localhost${path}`, nextConfig })).headers;

test.each(['/api/time/info', '/api/cards/pokemon', '/api/auth/session', '/auth/me', '/auth/users/abc/bio', '/auth/no-such-call', '/auth/callbacks'])(
  'the call %s answers with default-src none and frame-ancestors none, and the common headers',
  async (path) => {
    const headers = await headersFor(path);
    expect(headers.get('content-security-policy')).toBe(API_CONTENT_SECURITY_POLICY);
    expect(headers.get('x-content-type-options')).toBe('nosniff');
  },
);

test.each(['/', '/solve/pokemon', '/auth/callback', '/auth/callback/x', '/login'])('the page %s gets its policy from proxy.ts, not this one', async (path) => {
  const headers = await headersFor(path);
  expect(headers.get('content-security-policy')).toBeNull();
  expect(headers.get('x-frame-options')).toBe('DENY');
});
