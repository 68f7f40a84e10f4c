import { NextResponse } from 'next/server';
import { contentSecurityPolicy, createNonce, NONCE_HEADER } from './csp';

/**
 * A page request goes on with a fresh nonce: Next reads it from the forwarded Content-Security-Policy
 * request header and puts it on its own scripts (pages are rendered per request for this).
 */
export interface PageNonce {
  nonce: string;
  policy: string;
}

export function newPageNonce(): PageNonce {
  const nonce = createNonce();
  return { nonce, policy: contentSecurityPolicy(nonce) };
}

/** NextResponse.next() carrying the nonce and its policy to the page render. */
export function continueWithNonce(request: Request, { nonce, policy }: PageNonce): NextResponse {
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set('Content-Security-Policy', policy);
  return NextResponse.next({ request: { headers } });
}

export function withPagePolicy<R extends Response>(response: R, { policy }: PageNonce): R {
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
