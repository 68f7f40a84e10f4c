/**
 * The JavaScript budget (issue 11): no page's first-load JavaScript may exceed 1.3 times the lightest
 * page's, nor a ceiling; and the pages a first visit lands on (issue 38: the home page, a game, the daily
 * page, the leaderboard, a profile) have a lower ceiling of their own, set to what issue 38 reached, so that
 * what was cut from the first screen cannot creep back. Pure functions over [{ page, bytes }];
 * scripts/budget.mjs feeds them the build.
 */
const KIB = 1024;

export const JS_BUDGET = {
  timesLightest: 1.3,
  maxBytes: 200 * KIB,
  landingPages: ['/', '/solve/[gameId]', '/daily', '/leaderboard', '/profile/[username]'],
  landingMaxBytes: 181 * KIB,
};

/**
 * Each page against its limit: the smaller of `timesLightest` × the lightest page and `maxBytes`, and for the
 * landing pages `landingMaxBytes` too. A page exactly at its limit is within it.
 */
export function judgeBudget(pages, budget = JS_BUDGET) {
  if (pages.length === 0) throw new Error('No pages to judge: is there a production build (npm run build)?');
  const lightest = pages.reduce((light, page) => (page.bytes < light.bytes ? page : light));
  const limitBytes = Math.min(budget.timesLightest * lightest.bytes, budget.maxBytes);
  const landing = new Set(budget.landingPages ?? []);
  const limitOf = (page) => (landing.has(page) ? Math.min(limitBytes, budget.landingMaxBytes) : limitBytes);
  const rows = pages.map((page) => {
    const pageLimit = limitOf(page.page);
    return { ...page, timesLightest: page.bytes / lightest.bytes, limitBytes: pageLimit, over: page.bytes > pageLimit };
  });
  return { budget, lightest, limitBytes, rows, overBudget: rows.filter((row) => row.over) };
}

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;

/** The table `npm run budget` prints: one line per page, then the limits and how they were set. */
export function budgetTable({ budget, lightest, limitBytes, rows }) {
  const width = Math.max(4, ...rows.map((row) => row.page.length));
  const line = (page, size, times, verdict) => `  ${page.padEnd(width)}  ${size.padStart(10)}  ${times.padStart(10)}  ${verdict}`.trimEnd();
  const landing = budget.landingPages?.length && budget.landingMaxBytes < limitBytes;
  return [
    'First-load JavaScript per page (gzip):',
    line('page', 'size', '× lightest', ''),
    ...rows.map((row) => line(row.page, kib(row.bytes), row.timesLightest.toFixed(2), row.over ? `OVER by ${kib(row.bytes - row.limitBytes)}` : 'ok')),
    `Limit ${kib(limitBytes)}: ${budget.timesLightest} × the lightest page (${lightest.page}, ${kib(lightest.bytes)}), and at most ${kib(budget.maxBytes)}.`,
    ...(landing ? [`The pages a first visit lands on (${budget.landingPages.join(', ')}): at most ${kib(budget.landingMaxBytes)}.`] : []),
  ].join('\n');
}
