/**
 * The pages' Content-Security-Policy (issue 10 item 5). A page rendered per request allows only scripts
 * carrying this response's nonce (Next puts it on its own scripts when proxy.ts forwards the policy as a
 * request header); scripts those load are trusted through 'strict-dynamic'. A page prerendered at build
 * time is served as built, so it cannot carry a fresh nonce: its policy allows this origin's scripts
 * (Next's chunks) and the page's own inline scripts by their SHA-256 hashes (static-page-scripts.ts).
 * Inline styles stay allowed: components set CSS variables through `style`. Both kinds also allow the
 * theme script in <head> (lib/appearance/theme-script.ts) by its fixed hash: the root layout is shared by
 * both, and reading a nonce there would make every page render per request.
 */
import { createHash } from 'node:crypto';
import { THEME_SCRIPT } from '../appearance/theme-script';
import { readEnv } from '../env';
export const NONCE_HEADER = 'x-nonce';

/** 16 random bytes in base64: a fresh, unguessable nonce for every page response. */
export function createNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes));
}

/** The base64 SHA-256 of an inline script's text, as a CSP hash source names it. */
export function scriptHash(script: string): string {
  return createHash('sha256').update(script, 'utf8').digest('base64');
}

export const THEME_SCRIPT_HASH = scriptHash(THEME_SCRIPT);

/** What allows a page's scripts: a nonce for a page rendered per request, hashes for a prerendered one. */
export type ScriptSource = { nonce: string } | { hashes: readonly string[] };

export function contentSecurityPolicy(source: ScriptSource, { development = readEnv().NODE_ENV === 'development' } = {}): string {
  const nonce = 'nonce' in source ? [`'nonce-${source.nonce}'`, `'strict-dynamic'`] : [];
  const hashes = new Set([THEME_SCRIPT_HASH, ...('hashes' in source ? source.hashes : [])]);
  const scripts = [`'self'`, ...nonce, ...[...hashes].map((hash) => `'sha256-${hash}'`), ...(development ? [`'unsafe-eval'`] : [])];
  return [
    `default-src 'self'`,
    `script-src ${scripts.join(' ')}`,
    `style-src 'self' 'unsafe-inline'`,
    `img-src 'self' data:`,
    `font-src 'self'`,
    `connect-src 'self'`,
    // canvas-confetti draws the victory in a worker it makes from a blob (only a running script can make one).
    `worker-src 'self' blob:`,
    `object-src 'none'`,
    `base-uri 'none'`,
    `frame-ancestors 'none'`,
    `form-action 'self'`,
  ].join('; ');
}
