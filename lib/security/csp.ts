/**
 * The pages' Content-Security-Policy (issue 10 item 5). Scripts run only with this response's nonce
 * (Next puts it on its own scripts when proxy.ts forwards the policy as a request header); scripts those
 * load are trusted through 'strict-dynamic'. Inline styles stay allowed: components set CSS variables
 * through `style`.
 */
import { readEnv } from '../env';
export const NONCE_HEADER = 'x-nonce';

/** 16 random bytes in base64: a fresh, unguessable nonce for every page response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

export function contentSecurityPolicy(nonce: string, { development = readEnv().NODE_ENV === 'development' } = {}): string {
  const scripts = [`'self'`, `'nonce-${nonce}'`, `'strict-dynamic'`, ...(development ? [`'unsafe-eval'`] : [])];
  return [
    `default-src 'self'`,
    `script-src ${scripts.join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}
