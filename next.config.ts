import type { NextConfig } from 'next';
import { securityHeaders } from './lib/security/headers';

const nextConfig: NextConfig = {
  // PGlite loads its WebAssembly and data files by path: it must not be bundled.
  serverExternalPackages: ['@electric-sql/pglite'],
  poweredByHeader: false,
  // nosniff, Referrer-Policy, Permissions-Policy, X-Frame-Options and HSTS (production) on every response.
  async headers() {
    return [{ source: '/:path*', headers: securityHeaders() }];
  },
};

export default nextConfig;
