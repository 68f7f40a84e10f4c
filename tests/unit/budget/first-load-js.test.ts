/** @jest-environment node */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { firstLoadJsByPage } from '@/scripts/first-load-js.mjs';

/** A script of `count` distinct lines, so that each chunk has its own gzip size. */
const script = (name: string, count: number) => Array.from({ length: count }, (_, i) => `console.log("${name} ${i * 7919}");`).join('\n');
const CHUNKS: Record<string, string> = {
  'static/chunks/runtime.js': script('runtime', 300),
  'static/chunks/framework.js': script('framework', 900),
  'static/chunks/polyfills.js': script('polyfills', 2000),
  'static/chunks/layout.js': script('layout', 200),
  'static/chunks/home.js': script('home', 50),
  'static/chunks/daily.js': script('daily', 400),
  'static/chunks/global-error.js': script('global-error', 10),
};
const gz = (...files: string[]) => files.reduce((sum, file) => sum + gzipSync(CHUNKS[file]).length, 0);

/** The parts of a Next.js production build that say which scripts each page loads. */
function writeBuild(dir: string) {
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  };
  for (const [file, text] of Object.entries(CHUNKS)) write(file, text);
  write('build-manifest.json', JSON.stringify({
    polyfillFiles: ['static/chunks/polyfills.js'],
    rootMainFiles: ['static/chunks/runtime.js', 'static/chunks/framework.js'],
  }));
  write('app-path-routes-manifest.json', JSON.stringify({
    '/page': '/', '/daily/page': '/daily', '/api/health/route': '/api/health', '/_global-error/page': '/_global-error',
  }));
  const manifest = (entry: string, entryJSFiles: Record<string, string[]>) =>
    write(`server/app${entry}_client-reference-manifest.js`,
      `globalThis.__RSC_MANIFEST = globalThis.__RSC_MANIFEST || {};\nglobalThis.__RSC_MANIFEST[${JSON.stringify(entry)}] = ${JSON.stringify({ entryJSFiles })};`);
  manifest('/page', { '[project]/app/layout': ['static/chunks/layout.js'], '[project]/app/page': ['static/chunks/layout.js', 'static/chunks/home.js'] });
  manifest('/daily/page', { '[project]/app/layout': ['static/chunks/layout.js'], '[project]/app/daily/page': ['static/chunks/layout.js', 'static/chunks/daily.js'] });
  manifest('/_global-error/page', { '[project]/global-error': ['static/chunks/global-error.js'] });
}

let buildDir: string;
beforeAll(() => {
  buildDir = mkdtempSync(path.join(tmpdir(), 'guessdle-build-'));
  writeBuild(buildDir);
});
afterAll(() => rmSync(buildDir, { recursive: true, force: true }));

test('a page weighs its root scripts and its layout and page chunks, a shared chunk once, the polyfills not at all', () => {
  expect(firstLoadJsByPage(buildDir)).toEqual([
    { page: '/', bytes: gz('static/chunks/runtime.js', 'static/chunks/framework.js', 'static/chunks/layout.js', 'static/chunks/home.js') },
    { page: '/daily', bytes: gz('static/chunks/runtime.js', 'static/chunks/framework.js', 'static/chunks/layout.js', 'static/chunks/daily.js') },
  ]);
});

test('a build without the client manifest of a page is an error, not a lighter page', () => {
  rmSync(path.join(buildDir, 'server/app/daily/page_client-reference-manifest.js'));
  expect(() => firstLoadJsByPage(buildDir)).toThrow(/daily/);
});
