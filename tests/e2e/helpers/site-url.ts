/**
 * The public address the e2e build and server were given: localSiteUrl() in scripts/next-server.mjs (which
 * Playwright's loader cannot import, being plain ES module JavaScript), the same rule. Every absolute URL
 * the pages write starts with it.
 */
export const SITE_URL: string = new URL(process.env.NEXT_PUBLIC_SITE_URL || `http://localhost:${process.env.E2E_PORT ?? 3107}`).origin;
