/**
 * @jest-environment node
 */
/** Issue 37: metrics and logs name a request by its route template, from a fixed set, whatever path is sent. */
import { OTHER_ROUTE, PAGE_ROUTES, routeTemplate } from '@/lib/observability/route-template';
import { ROUTE_METHODS } from '@/lib/http/route-methods';
import { listPageFiles, pageRoute } from '@/tests/helpers/route-files';

test('every page.tsx is in PAGE_ROUTES (but the catch-all of unknown addresses), and nothing else', () => {
  const pages = listPageFiles().map(pageRoute);
  expect([...PAGE_ROUTES].sort()).toEqual(pages.filter((route) => route !== '/[...unknown]').sort());
});

test.each([
  ['/', '/'],
  ['/solve/pokemon', '/solve/[gameId]'],
  ['/solve/pokemon/', '/solve/[gameId]'],
  ['/profile/Alice/achievements', '/profile/[username]/achievements'],
  ['/archive/bible-books/2026-11-01', '/archive/[game]/[date]'],
  ['/api/daily/pokemon/guess', '/api/daily/[game]/guess'],
  ['/api/time/info', '/api/time/info'],
  ['/api/no/such/call', '/api/[...path]'],
  ['/_next/static/chunks/app-123.js', '/_next/static'],
  ['/_next/image', '/_next/image'],
  ['/wp-admin/install.php', OTHER_ROUTE],
  ['/solve/pokemon/extra/segments', OTHER_ROUTE],
])('%s is counted as %s', (path, template) => {
  expect(routeTemplate(path)).toBe(template);
});

test('500 made-up paths map to no new name: the templates stay within the known set', () => {
  const known = new Set<string>([...PAGE_ROUTES, ...ROUTE_METHODS.map(([route]) => route), '/_next/static', '/_next/image', '/_next/data', OTHER_ROUTE]);
  const seen = new Set<string>();
  for (let i = 0; i < 500; i++) {
    const random = Math.random().toString(36).slice(2);
    for (const path of [`/${random}`, `/api/${random}/${i}`, `/solve/${random}`, `/profile/${random}/${random}/x`, `/auth/${random}`]) seen.add(routeTemplate(path));
  }
  for (const template of seen) expect(known).toContain(template);
  expect(seen.size).toBeLessThanOrEqual(6);
});
