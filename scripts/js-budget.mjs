/**
 * The JavaScript budget (issue 11): no page's first-load JavaScript may exceed 1.3 times the lightest
 * page's, nor 200 KiB. Pure functions over [{ page, bytes }]; scripts/budget.mjs feeds them the build.
 */
const KIB = 1024;

export const JS_BUDGET = { timesLightest: 1.3, maxBytes: 200 * KIB };

/**
 * Each page against the limit: the smaller of `timesLightest` × the lightest page and `maxBytes`.
 * A page exactly at the limit is within it.
 */
export function judgeBudget(pages, budget = JS_BUDGET) {
  if (pages.length === 0) throw new Error('No pages to judge: is there a production build (npm run build)?');
  const lightest = pages.reduce((light, page) => (page.bytes < light.bytes ? page : light));
  const limitBytes = Math.min(budget.timesLightest * lightest.bytes, budget.maxBytes);
  const rows = pages.map((page) => ({ ...page, timesLightest: page.bytes / lightest.bytes, over: page.bytes > limitBytes }));
  return { budget, lightest, limitBytes, rows, overBudget: rows.filter((row) => row.over) };
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The table `npm run budget` prints: one line per page, then the limit and how it was set. */
export function budgetTable({ budget, lightest, limitBytes, rows }) {
  const width = Math.max(4, ...rows.map((row) => row.page.length));
  const line = (page, size, times, verdict) => `  ${page.padEnd(width)}  ${size.padStart(10)}  ${times.padStart(10)}  ${verdict}`.trimEnd();
  return [
    'First-load JavaScript per page (gzip):',
    line('page', 'size', '× lightest', ''),
    ...rows.map((row) => line(row.page, kib(row.bytes), row.timesLightest.toFixed(2), row.over ? `OVER by ${kib(row.bytes - limitBytes)}` : 'ok')),
    `Limit ${kib(limitBytes)}: ${budget.timesLightest} × the lightest page (${lightest.page}, ${kib(lightest.bytes)}), and at most ${kib(budget.maxBytes)}.`,
  ].join('\n');
}
