/** @jest-environment node */
import { budgetTable, judgeBudget, JS_BUDGET } from '@/scripts/js-budget.mjs';

const KIB = 1024;
/** The landing pages' ceiling: what issue 38 reached on /solve/[gameId], the heaviest of them. */
const LANDING_MAX_KIB = 181;
const page = (name: string, kib: number) => ({ page: name, bytes: Math.round(kib * KIB) });
const overPages = (pages: { page: string; bytes: number }[]) => judgeBudget(pages).overBudget.map((row: { page: string }) => row.page);

test('the budget is 1.3 times the lightest page and 200 KiB at most; the landing pages have the lower ceiling issue 38 reached', () => {
  expect(JS_BUDGET).toEqual({
    timesLightest: 1.3,
    maxBytes: 200 * KIB,
    landingPages: ['/', '/solve/[gameId]', '/daily', '/leaderboard', '/profile/[username]'],
    landingMaxBytes: LANDING_MAX_KIB * KIB,
  });
});

test('a landing page over its own ceiling fails, while a heavier page that is not one passes', () => {
  const budget = { ...JS_BUDGET, landingMaxBytes: 150 * KIB };
  const verdict = judgeBudget([page('/credits', 130), page('/solve/[gameId]', 151), page('/username-setup', 160)], budget);
  expect(verdict.overBudget.map((row: { page: string }) => row.page)).toEqual(['/solve/[gameId]']);
  expect(budgetTable(verdict).split('\n')).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/\/solve\/\[gameId\] +151\.0 KiB +1\.16  OVER by 1\.0 KiB/),
      'The pages a first visit lands on (/, /solve/[gameId], /daily, /leaderboard, /profile/[username]): at most 150.0 KiB.',
    ]),
  );
});

test('pages within 1.3 times the lightest page pass', () => {
  expect(overPages([page('/', 139), page('/solve/[gameId]', 159), page('/daily', 154)])).toEqual([]);
});

test('a page heavier than 1.3 times the lightest page fails, and only that page', () => {
  expect(overPages([page('/', 100), page('/daily', 129), page('/stats', 131)])).toEqual(['/stats']);
});

test('a page exactly at the limit passes; one byte more fails', () => {
  const lightest = { page: '/login', bytes: 100_000 };
  expect(overPages([lightest, { page: '/daily', bytes: 130_000 }])).toEqual([]);
  expect(overPages([lightest, { page: '/daily', bytes: 130_001 }])).toEqual(['/daily']);
});

test('every page over 200 KiB fails even when all pages weigh the same', () => {
  expect(overPages([page('/', 201), page('/daily', 201)])).toEqual(['/', '/daily']);
  expect(judgeBudget([page('/', 190), page('/daily', 240)]).limitBytes).toBe(200 * KIB);
});

test('no pages at all is an error, not a pass', () => {
  expect(() => judgeBudget([])).toThrow(/npm run build/);
});

test('the table lists each page with its size, its ratio and the verdict, then the limit', () => {
  const table = budgetTable(judgeBudget([page('/', 100), page('/stats', 140)]));
  expect(table.split('\n')).toEqual([
    'First-load JavaScript per page (gzip):',
    '  page          size  × lightest',
    '  /        100.0 KiB        1.00  ok',
    '  /stats   140.0 KiB        1.40  OVER by 10.0 KiB',
    'Limit 130.0 KiB: 1.3 × the lightest page (/, 100.0 KiB), and at most 200.0 KiB.',
  ]);
});
