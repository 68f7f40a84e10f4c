import { NextResponse } from 'next/server';
import { isProduction } from '../env';
import { contentSecurityPolicy, createNonce, NONCE_HEADER } from './csp';
import { prerenderedScriptHashes } from './static-page-scripts';

/**
 * A page's Content-Security-Policy, and the nonce of a page rendered per request (absent for a page a
 * production build prerendered: it is served as built, with its inline scripts' hashes in the policy).
 */
export interface PagePolicy {
  nonce?: string;
  policy: string;
}

export function pagePolicyFor(pathname: string, production = isProduction()): PagePolicy {
  const hashes = production ? prerenderedScriptHashes(pathname) : null;
  if (hashes) return { policy: contentSecurityPolicy({ hashes }) };
  const nonce = createNonce();
  return { nonce, policy: contentSecurityPolicy({ nonce }) };
}

/**
 * The page request goes on (to `rewriteTo` when given: another route renders it under the same address);
 * one rendered per request carries its nonce: Next reads it from the forwarded Content-Security-Policy
 * request header and puts it on its own scripts.
 */
export function continuePage(request: Request, { nonce, policy }: PagePolicy, rewriteTo?: URL): NextResponse {
  const go = (init?: { request: { headers: Headers } }) => (rewriteTo ? NextResponse.rewrite(rewriteTo, init) : NextResponse.next(init));
  if (!nonce) return go();
  const headers = new Headers(request.headers);
  headers.set(NONCE_HEADER, nonce);
  headers.set('Content-Security-Policy', policy);
  return go({ request: { headers } });
}

export function withPagePolicy<R extends Response>(response: R, { policy }: PagePolicy): R {
  response.headers.set('Content-Security-Policy', policy);
  return response;
}
