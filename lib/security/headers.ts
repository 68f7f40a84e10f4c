/**
 * The security headers every response carries, pages and calls alike (issue 10 item 5): next.config.ts
 * sends them; the pages' Content-Security-Policy, which needs a nonce per response, is set in proxy.ts.
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
