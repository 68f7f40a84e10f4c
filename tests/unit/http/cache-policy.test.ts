/**
 * @jest-environment node
 */
import { NextResponse } from 'next/server';
import { PRIVATE_NO_STORE, withCachePolicy } from '@/lib/http/cache-policy';

describe('every answer says private, no-store unless the call is shared (issue 36 item 5)', () => {
  test('an answer without a Cache-Control, or with a weaker one, gets private, no-store', () => {
    expect(withCachePolicy(NextResponse.json({ email: 'a@b.c' })).headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
    const claimed = new Response('{}', { headers: { 'Cache-Control': 'public, max-age=600' } });
    expect(withCachePolicy(claimed).headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
  });

  test('a shared call keeps the public Cache-Control it set, and its errors (none set) are private', () => {
    const shared = new Response('{}', { headers: { 'Cache-Control': 'public, max-age=60' } });
    expect(withCachePolicy(shared, { sharedCache: true }).headers.get('cache-control')).toBe('public, max-age=60');
    expect(withCachePolicy(NextResponse.json({ error: 'x' }, { status: 404 }), { sharedCache: true }).headers.get('cache-control')).toBe(PRIVATE_NO_STORE);
  });

  test('an answer whose headers cannot change (Response.redirect) is copied with the header, status and location kept', () => {
    const answer = withCachePolicy(Response.redirect('http://localhost/login', 303));
    expect({ status: answer.status, location: answer.headers.get('location'), caching: answer.headers.get('cache-control') })
      .toEqual({ status: 303, location: 'http://localhost/login', caching: PRIVATE_NO_STORE });
  });
});
