/**
 * The security headers every response carries, pages and calls alike (issue 10 item 5): next.config.ts
 * sends them (securityHeaderRules); the pages' Content-Security-Policy, which needs a nonce per response,
 * is set in proxy.ts.
 */
import { isProduction } from '../env';
export interface Header {
  key: string;
  value: string;
}

const TWO_YEARS_SECONDS = 2 * 365 * 24 * 60 * 60;

export function securityHeaders({ production = isProduction() } = {}): Header[] {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()' },
    ...(production ? [{ key: 'Strict-Transport-Security', value: `max-age=${TWO_YEARS_SECONDS}; includeSubDomains` }] : []),
  ];
}

/** A call answers data, never a document: nothing in it may load, run or be framed (issue 25 item 12). */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** The calls: everything under /api and /auth but the /auth/callback page (lib/security/malformed-path.ts). */
const CALL_SOURCES = ['/api/:path*', '/auth/:path((?!callback(?:/|$)).*)'];

/** next.config.ts `headers()`: the common headers everywhere, and the calls' policy on the calls. */
export function securityHeaderRules({ production = isProduction() } = {}): { source: string; headers: Header[] }[] {
  const apiPolicy = [{ key: 'Content-Security-Policy', value: API_CONTENT_SECURITY_POLICY }];
  return [{ source: '/:path*', headers: securityHeaders({ production }) }, ...CALL_SOURCES.map((source) => ({ source, headers: apiPolicy }))];
}
