/**
 * First-load JavaScript per page, read from the production build (`.next`), no server needed.
 *
 * A page's first load is what a modern browser fetches for it: the framework's root scripts
 * (`rootMainFiles` of build-manifest.json) and the chunks of every client entry of the page's tree,
 * its layouts, error boundaries and page (`entryJSFiles` of the page's client reference manifest).
 * The noModule polyfills are skipped by modern browsers, so they do not count. A chunk the page
 * shares with its layout is fetched once and counted once. Sizes are gzip, as served.
 * These are exactly the `<script src>` tags of the page's HTML (checked against `next start` pages).
 *
 * Next's own fallback pages (`/_not-found`, `/_global-error`) are left out: they stand in when the
 * site's own pages fail.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';

/** [{ page: '/daily', bytes }] for every page of the app router, in route order. */
export function firstLoadJsByPage(buildDir = '.next') {
  const gzipBytes = memoize((file) => gzipSync(readFileSync(path.join(buildDir, file))).length);
  return firstLoadFilesByPage(buildDir).map(({ page, files }) => ({ page, bytes: files.reduce((sum, file) => sum + gzipBytes(file), 0) }));
}

/** [{ page: '/daily', files: ['static/chunks/…js', …] }]: the scripts each page's first load fetches, in route order. */
export function firstLoadFilesByPage(buildDir = '.next') {
  const readJson = (file) => JSON.parse(readFileSync(path.join(buildDir, file), 'utf8'));
  const { rootMainFiles } = readJson('build-manifest.json');
  const routes = readJson('app-path-routes-manifest.json');
  return Object.entries(routes)
    .filter(([entry, page]) => entry.endsWith('/page') && !page.startsWith('/_'))
    .map(([entry, page]) => ({ page, files: [...new Set([...rootMainFiles, ...Object.values(clientEntries(buildDir, entry)).flat()])] }))
    .sort((a, b) => a.page.localeCompare(b.page));
}

/** The chunks of each client entry (layout, error, page…) of one page, from its client reference manifest. */
function clientEntries(buildDir, entry) {
  const file = path.join(buildDir, 'server', 'app', `${entry}_client-reference-manifest.js`);
  // The manifest is a script that assigns globalThis.__RSC_MANIFEST[entry]: run it in a sandbox of its own.
  const sandbox = {};
  vm.runInNewContext(readFileSync(file, 'utf8'), sandbox, { filename: file });
  const manifest = sandbox.__RSC_MANIFEST?.[entry];
  if (!manifest?.entryJSFiles) throw new Error(`${file}: no entryJSFiles for ${entry}`);
  return manifest.entryJSFiles;
}

function memoize(compute) {
  const known = new Map();
  return (key) => {
    if (!known.has(key)) known.set(key, compute(key));
    return known.get(key);
  };
}
