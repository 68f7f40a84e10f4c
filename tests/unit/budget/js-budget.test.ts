/** @jest-environment node */
import { budgetTable, judgeBudget, JS_BUDGET } from '@/scripts/js-budget.mjs';

const KIB = 1024;
const page = (name: string, kib: number) => ({ page: name, bytes: Math.round(kib * KIB) });
const overPages = (pages: { page: string; bytes: number }[]) => judgeBudget(pages).overBudget.map((row: { page: string }) => row.page);

test('the budget is 1.3 times the lightest page and 200 KiB at most', () => {
  expect(JS_BUDGET).toEqual({ timesLightest: 1.3, maxBytes: 200 * KIB });
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
