/**
 * @jest-environment node
 */
import { serviceWorkerEnabled, serviceWorkerHeaderRule, serviceWorkerUrl } from '@/lib/offline/service-worker';
import { PAGE_ACCESS } from '@/lib/auth/page-access';

describe("the service worker's settings (lib/offline/service-worker.ts)", () => {
  it('registers in production builds, not in development, and the flag overrides both ways', () => {
    expect(serviceWorkerEnabled('production', undefined)).toBe(true);
    expect(serviceWorkerEnabled('development', undefined)).toBe(false);
    expect(serviceWorkerEnabled('test', undefined)).toBe(false);
    expect(serviceWorkerEnabled('production', 'false')).toBe(false);
    expect(serviceWorkerEnabled('development', 'true')).toBe(true);
    // Anything else is no decision: the build's kind decides.
    expect(serviceWorkerEnabled('production', 'no')).toBe(true);
  });

  it("puts the build's version in the worker's address, so each build installs a worker of its own", () => {
    expect(serviceWorkerUrl('mwx1abc')).toBe('/sw.js?v=mwx1abc');
    expect(serviceWorkerUrl('1.0.4 beta&x')).toBe('/sw.js?v=1.0.4%20beta%26x');
  });

  it('serves the worker to be revalidated on every visit, with a policy that keeps it to this origin', () => {
    const rule = serviceWorkerHeaderRule();
    expect(rule.source).toBe('/sw.js');
    expect(rule.headers).toEqual(
      expect.arrayContaining([
        { key: 'Cache-Control', value: 'no-cache' },
        { key: 'Content-Security-Policy', value: "default-src 'self'" },
      ]),
    );
  });

  it('lets anyone open the offline page', () => {
    expect(PAGE_ACCESS['/offline']).toBe('public');
  });
});
