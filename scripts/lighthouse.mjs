// `npm run lighthouse`: Lighthouse's mobile audit (its default settings: emulated phone, throttled network
// and CPU) of the production server, in Debian's chromium (CHROMIUM_PATH, default /usr/bin/chromium),
// on the pages every visitor sees. Prints the four scores per page and writes them into docs/PERFORMANCE.md;
// the failing audits are listed under the table. Builds first when there is no build.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { createRequire } from 'node:module';
import { writeDocSection } from './perf/doc-section.mjs';
import { buildIfNeeded, startServer } from './perf/server.mjs';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4530);
const PAGES = ['/', '/solve/pokemon', '/daily', '/leaderboard'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
const version = createRequire(import.meta.url)('lighthouse/package.json').version;

buildIfNeeded();
const server = await startServer(PORT);
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
});
try {
  const rows = [];
  const failing = [];
  for (const page of PAGES) {
    await fetch(server.base + page); // the first render of a page compiles nothing, but warms its data
    const { lhr } = await lighthouse(server.base + page, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES });
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((lhr.categories[id].score ?? 0) * 100)]));
    rows.push({ page, scores });
    console.log(page.padEnd(16), CATEGORIES.map((id) => `${id} ${scores[id]}`).join('   '));
    for (const id of CATEGORIES) {
      for (const ref of lhr.categories[id].auditRefs) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit.score !== null && audit.score < 0.9) failing.push(`${page} — ${id}: ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      }
    }
  }
  const table = lighthouseTable(rows, failing);
  console.log(`\n${table}`);
  writeDocSection('lighthouse', table);
} finally {
  await chrome.kill();
  server.stop();
}

function lighthouseTable(rows, failing) {
  const mark = (id, score) => (score >= TARGETS[id] ? `${score}` : `**${score}**`);
  return [
    `Lighthouse ${version}, mobile (default settings), chromium headless, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, ${server.database}. Targets: performance ≥ 95, the others 100 (a miss in bold).`,
    '',
    '| page | performance | accessibility | best practices | SEO |',
    '|---|---:|---:|---:|---:|',
    ...rows.map(({ page, scores }) => `| ${page} | ${CATEGORIES.map((id) => mark(id, scores[id])).join(' | ')} |`),
    '',
    failing.length ? 'Audits below 90:' : 'No weighted audit scored below 90.',
    ...failing.map((line) => `- ${line}`),
  ].join('\n');
}
