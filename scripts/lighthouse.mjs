// `npm run lighthouse`: Lighthouse's mobile audit (its default settings: emulated phone, throttled network
// and CPU) in Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium) of the production server's pages,
// each side by side with a bare Next.js page with one stylesheet (scripts/perf/bare-next/): the framework's floor on this
// machine in the same minute. A shared machine moves every score, so the targets are ratios to that
// reference: Largest Contentful Paint and Total Blocking Time at most 1.5× the reference's, the performance
// score at most 5 points under it; accessibility, best practices and SEO 100. Every page is audited
// LIGHTHOUSE_ROUNDS times (3), each run right after a run of the reference; the table holds medians, and each
// ratio is the median of the page's runs each divided by the reference run just before it. Prints the table,
// writes it into docs/PERFORMANCE.md, keeps every report in .data/lighthouse/ (bootup-time, long-tasks…) and exits 1 when a
// page misses a target. LIGHTHOUSE_PAGES (comma-separated paths) audits only some pages. Builds first when
// there is no build.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { buildBareNextIfNeeded, startBareNext } from './perf/bare-next.mjs';
import { writeDocSection } from './perf/doc-section.mjs';
import { median } from './perf/median.mjs';
import { buildIfNeeded, startServer } from './perf/server.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4530);
const REFERENCE_PORT = Number(process.env.LIGHTHOUSE_REFERENCE_PORT ?? PORT + 1);
const ROUNDS = Number(process.env.LIGHTHOUSE_ROUNDS ?? 3);
// A public profile needs a player: the server seeds the demo players (GUESSDLE_SEED_DEMO), which also fills the
// leaderboards. (The development sign-in would add its warning banner to every page audited.)
const PROFILE_PLAYER = 'KantoKid';
const ALL_PAGES = ['/', '/solve/pokemon', '/daily', '/leaderboard', `/profile/${PROFILE_PLAYER}`];
const PAGES = process.env.LIGHTHOUSE_PAGES ? process.env.LIGHTHOUSE_PAGES.split(',') : ALL_PAGES;
// Lighthouse's default simulates the phone from an unthrottled load (lantern); LIGHTHOUSE_THROTTLING=devtools
// loads the page on a really throttled network and CPU instead (the metrics are then what the trace shows).
const THROTTLING = process.env.LIGHTHOUSE_THROTTLING ?? 'simulate';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const OTHER_CATEGORIES = CATEGORIES.slice(1);
const TARGETS = { ratio: 1.5, scoreBelowReference: 5 };
const REPORT_DIR = path.join('.data', 'lighthouse');
const version = createRequire(import.meta.url)('lighthouse/package.json').version;

buildIfNeeded();
buildBareNextIfNeeded();
const loadBefore = os.loadavg()[0];
const server = await startServer(PORT, { GUESSDLE_SEED_DEMO: 'true' });
const reference = await startBareNext(REFERENCE_PORT);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
mkdirSync(REPORT_DIR, { recursive: true });
let misses = [];
try {
  for (const page of PAGES) {
    const response = await fetch(server.base + page); // warms each page's data before its first audit
    if (!response.ok) throw new Error(`${page} answered ${response.status}`);
  }
  const runs = new Map(PAGES.map((page) => [page, []]));
  for (let round = 1; round <= ROUNDS; round++) {
    for (const page of PAGES) {
      const referenceLhr = await audit(reference.base, ['performance']);
      const referenceRun = measured(referenceLhr);
      const lhr = await audit(server.base + page, CATEGORIES);
      writeFileSync(path.join(REPORT_DIR, `${slug(page)}-${round}.json`), JSON.stringify(lhr));
      writeFileSync(path.join(REPORT_DIR, `reference-before-${slug(page)}-${round}.json`), JSON.stringify(referenceLhr));
      const run = { ...measured(lhr), reference: referenceRun, failing: failingAudits(page, lhr) };
      runs.get(page).push(run);
      console.log(`round ${round} ${page.padEnd(20)} ${describe(run)}   reference ${describe(referenceRun)}`);
    }
  }
  const rows = PAGES.map((page) => summarise(page, runs.get(page)));
  misses = rows.flatMap((row) => row.misses);
  const table = lighthouseTable(rows, loadBefore, os.loadavg()[0]);
  console.log(`\n${table}`);
  writeDocSection('lighthouse', table);
} finally {
  await chrome.kill();
  server.stop();
  reference.stop();
}
if (misses.length) {
  console.error(`\nMissed targets:\n${misses.map((line) => `- ${line}`).join('\n')}`);
  process.exitCode = 1;
}

async function audit(url, onlyCategories) {
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories, throttlingMethod: THROTTLING });
  return lhr;
}

/**
 * The figures the table compares: scores out of 100, LCP and TBT in milliseconds; and FCP, to tell how far the
 * simulated LCP lies after the first paint: when the unthrottled load ran scripts before its first paint, the
 * simulation counts their whole evaluation into LCP (docs/PERFORMANCE.md, "What limits LCP").
 */
function measured(lhr) {
  const scores = Object.fromEntries(Object.entries(lhr.categories).map(([id, category]) => [id, Math.round((category.score ?? 0) * 100)]));
  const metrics = lhr.audits.metrics.details.items[0];
  return {
    scores,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    observedLcp: metrics.observedLargestContentfulPaint,
    tbt: lhr.audits['total-blocking-time'].numericValue,
  };
}

function describe(run) {
  return `performance ${run.scores.performance}, LCP ${seconds(run.lcp)} s (FCP ${seconds(run.fcp)} s, ${Math.round(run.observedLcp)} ms unthrottled), TBT ${Math.round(run.tbt)} ms`;
}

function seconds(ms) {
  return (ms / 1000).toFixed(2);
}

function slug(page) {
  return page === '/' ? 'home' : page.slice(1).replaceAll('/', '-');
}

/** A reference with no blocking time at all would make any ratio infinite: it counts as 1 ms. */
function ratio(value, referenceValue) {
  return value / Math.max(referenceValue, 1);
}

function failingAudits(page, lhr) {
  const failing = [];
  for (const id of CATEGORIES) {
    for (const ref of lhr.categories[id].auditRefs) {
      const result = lhr.audits[ref.id];
      if (ref.weight > 0 && result.score !== null && result.score < 0.9) failing.push(`${page} — ${id}: ${result.title}${result.displayValue ? ` (${result.displayValue})` : ''}`);
    }
  }
  return failing;
}

/** One page's medians, its ratios to the reference (each run against the reference run just before it) and its misses. */
function summarise(page, pageRuns) {
  const of = (pick) => median(pageRuns.map(pick));
  const row = {
    page,
    scores: Object.fromEntries(CATEGORIES.map((id) => [id, of((run) => run.scores[id])])),
    lcp: of((run) => run.lcp),
    tbt: of((run) => run.tbt),
    reference: { performance: of((run) => run.reference.scores.performance), lcp: of((run) => run.reference.lcp), tbt: of((run) => run.reference.tbt) },
    lcpRatio: of((run) => ratio(run.lcp, run.reference.lcp)),
    tbtRatio: of((run) => ratio(run.tbt, run.reference.tbt)),
    scoreDifference: of((run) => run.scores.performance - run.reference.scores.performance),
    lcpAfterFcp: of((run) => run.lcp - run.fcp),
    referenceLcpAfterFcp: of((run) => run.reference.lcp - run.reference.fcp),
    failing: pageRuns.at(-1).failing,
  };
  row.missed = {
    lcp: row.lcpRatio > TARGETS.ratio,
    tbt: row.tbtRatio > TARGETS.ratio,
    performance: row.scoreDifference < -TARGETS.scoreBelowReference,
    ...Object.fromEntries(OTHER_CATEGORIES.map((id) => [id, row.scores[id] < 100])),
  };
  row.misses = [
    row.missed.lcp && `${page}: LCP ${row.lcpRatio.toFixed(2)}× the reference's (target ≤ ${TARGETS.ratio}×)`,
    row.missed.tbt && `${page}: TBT ${row.tbtRatio.toFixed(2)}× the reference's (target ≤ ${TARGETS.ratio}×)`,
    row.missed.performance && `${page}: performance ${row.scoreDifference} points from the reference's (target ≥ −${TARGETS.scoreBelowReference})`,
    ...OTHER_CATEGORIES.map((id) => row.missed[id] && `${page}: ${id} ${row.scores[id]} (target 100)`),
  ].filter(Boolean);
  return row;
}

function lighthouseTable(rows, loadBefore, loadAfter) {
  const bold = (text, missed) => (missed ? `**${text}**` : text);
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const signed = (points) => (points > 0 ? `+${points}` : `${points}`);
  return [
    `Lighthouse ${version}, mobile (${THROTTLING === 'simulate' ? 'default settings' : `throttling: ${THROTTLING}`}), chromium headless, ${when} UTC, ${server.database}, load average ${loadBefore.toFixed(1)} → ${loadAfter.toFixed(1)}; median of ${ROUNDS} rounds, each page right after a run of the bare Next page (the reference). Targets: LCP and TBT ≤ ${TARGETS.ratio}× the reference's, performance ≥ the reference's − ${TARGETS.scoreBelowReference}, the other scores 100 (a miss in bold).`,
    '',
    '| page | performance (reference) | LCP s (reference) | TBT ms (reference) | LCP × reference | LCP − FCP s (reference) | TBT × reference | performance − reference | accessibility | best practices | SEO |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) =>
      [
        row.page,
        `${row.scores.performance} (${row.reference.performance})`,
        `${seconds(row.lcp)} (${seconds(row.reference.lcp)})`,
        `${Math.round(row.tbt)} (${Math.round(row.reference.tbt)})`,
        bold(row.lcpRatio.toFixed(2), row.missed.lcp),
        `${seconds(row.lcpAfterFcp)} (${seconds(row.referenceLcpAfterFcp)})`,
        bold(row.tbtRatio.toFixed(2), row.missed.tbt),
        bold(signed(row.scoreDifference), row.missed.performance),
        ...OTHER_CATEGORIES.map((id) => bold(`${row.scores[id]}`, row.missed[id])),
      ].join(' | ').replace(/^/, '| ').concat(' |'),
    ),
    '',
    rows.some((row) => row.failing.length) ? 'Audits below 90 (last round):' : 'No weighted audit scored below 90 in the last round.',
    ...rows.flatMap((row) => row.failing.map((line) => `- ${line}`)),
  ].join('\n');
}
