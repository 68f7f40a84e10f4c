// `node scripts/perf/first-screen-trace.mjs .data/lighthouse/solve-pokemon-1.json [more reports…]`: what a page
// asked for before its Largest Contentful Paint, read from a Lighthouse report `npm run lighthouse` kept (issue 38:
// trace, don't guess). For each report: the LCP element, every request the unthrottled load started before the
// observed LCP (the network-requests audit: the requests Lantern's simulated LCP waits for), which of them block
// rendering, every long task with the script it is charged to (long-tasks), and the script totals. Markdown,
// for docs/PERFORMANCE.md.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const ms = (value) => `${Math.round(value)} ms`;

/** The short name of a request: its path, without the origin the report ran on. */
function shortUrl(url) {
  try {
    const { pathname, search } = new URL(url);
    return pathname + (search.length > 30 ? `${search.slice(0, 30)}…` : search);
  } catch {
    return url;
  }
}

/** The figures of one report, as plain data (the tests and the printer read them). */
export function traceOfReport(lhr) {
  const metrics = lhr.audits.metrics.details.items[0];
  const observedLcp = metrics.observedLargestContentfulPaint;
  // Lighthouse 12 names them in its render-blocking insight; a stylesheet requested before the first paint blocks it too.
  const insight = lhr.audits['render-blocking-insight'] ?? lhr.audits['render-blocking-resources'];
  const blocking = new Set((insight?.details?.items ?? []).map((item) => item.url));
  const requests = lhr.audits['network-requests'].details.items;
  const beforeLcp = requests
    .filter((request) => request.networkRequestTime < observedLcp)
    .map((request) => ({
      url: shortUrl(request.url),
      type: request.resourceType ?? 'Other',
      start: request.networkRequestTime,
      end: request.networkEndTime,
      transferSize: request.transferSize ?? 0,
      priority: request.priority,
      renderBlocking: blocking.has(request.url) || (request.resourceType === 'Stylesheet' && request.networkRequestTime < metrics.observedFirstContentfulPaint),
    }));
  const longTasks = (lhr.audits['long-tasks']?.details?.items ?? []).map((task) => ({ source: shortUrl(task.url), start: task.startTime, duration: task.duration }));
  const scripts = requests.filter((request) => request.resourceType === 'Script');
  const lcpElement = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  return {
    url: lhr.finalDisplayedUrl ?? lhr.requestedUrl,
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    fcp: lhr.audits['first-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    observedFcp: metrics.observedFirstContentfulPaint,
    observedLcp,
    lcpElement: lcpElement ? `${lcpElement.nodeLabel ?? ''} (${lcpElement.selector ?? lcpElement.snippet ?? ''})` : 'unknown',
    requestCount: requests.length,
    // The router's payload requests (`?_rsc=`): link prefetches, on a page no one has clicked yet.
    routerRequests: requests.filter((request) => /[?&]_rsc=/.test(request.url)).length,
    scriptCount: scripts.length,
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    renderBlockingStylesheets: beforeLcp.filter((request) => request.type === 'Stylesheet' && request.renderBlocking).length,
    beforeLcp,
    longTasks,
  };
}

/** One report's trace as Markdown. */
export function traceMarkdown(trace) {
  return [
    `**${shortUrl(trace.url)}** — simulated LCP ${ms(trace.lcp)} (FCP ${ms(trace.fcp)}), TBT ${ms(trace.tbt)}; unthrottled: first paint ${ms(trace.observedFcp)}, LCP ${ms(trace.observedLcp)}. LCP element: ${trace.lcpElement}. ${trace.requestCount} requests in all (${trace.routerRequests} router payloads, i.e. prefetches), ${trace.scriptCount} scripts (${kib(trace.scriptBytes)} transferred), ${trace.renderBlockingStylesheets} render-blocking stylesheet(s).`,
    '',
    `Requests started before the LCP (${trace.beforeLcp.length}):`,
    '',
    '| # | request | type | priority | start ms | end ms | transferred | blocks rendering |',
    '|---:|---|---|---|---:|---:|---:|---|',
    ...trace.beforeLcp.map((request, index) =>
      `| ${index + 1} | ${request.url} | ${request.type} | ${request.priority ?? ''} | ${Math.round(request.start)} | ${Math.round(request.end)} | ${kib(request.transferSize)} | ${request.renderBlocking ? 'yes' : ''} |`,
    ),
    '',
    trace.longTasks.length ? `Long tasks (${trace.longTasks.length}):` : 'No long task.',
    ...trace.longTasks.map((task) => `- ${ms(task.duration)} at ${ms(task.start)}: ${task.source}`),
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const files = process.argv.slice(2);
  if (!files.length) {
    console.error('Usage: node scripts/perf/first-screen-trace.mjs <lighthouse report .json>…');
    process.exit(2);
  }
  console.log(files.map((file) => traceMarkdown(traceOfReport(JSON.parse(readFileSync(file, 'utf8'))))).join('\n\n'));
}
