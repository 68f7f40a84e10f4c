import type { NextConfig } from 'next';
import { securityHeaderRules } from './lib/security/headers';

const nextConfig: NextConfig = {
  // The /dev/ preview pages are named page.dev.tsx: only development counts them as pages, so a production
  // build does not have them at all and their paths behave as any unknown path (accounts-side §2.1).
  pageExtensions: process.env.NODE_ENV === 'production' ? ['tsx', 'ts'] : ['dev.tsx', 'tsx', 'ts'],
  // PGlite loads its WebAssembly and data files by path: it must not be bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // nosniff, Referrer-Policy, Permissions-Policy, X-Frame-Options and HSTS (production) on every response; a strict CSP on the calls.
  async headers() {
    return securityHeaderRules();
  },
};

export default nextConfig;
