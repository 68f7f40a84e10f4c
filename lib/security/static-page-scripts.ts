/**
 * The pages `next build` prerendered, and the SHA-256 hashes of each one's inline scripts, read from the
 * built HTML (.next/server/app/**.html) once per process. A production server serves those pages as
 * built (no per-request render, so no nonce): their Content-Security-Policy lists these hashes instead.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { scriptHash } from './csp';

const SCRIPT_ELEMENT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const SCRIPT_TYPES = new Set(['text/javascript', 'application/javascript', 'module']);

/** An inline script that runs: no `src`, and no data type such as application/ld+json (data blocks are not scripts to CSP). */
function runsInline(attributes: string): boolean {
  if (/\bsrc\s*=/i.test(attributes)) return false;
  const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1]?.toLowerCase();
  return type === undefined || SCRIPT_TYPES.has(type);
}

/** The base64 SHA-256 of every inline script of a page's HTML, as a CSP hash source names it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, body] of html.matchAll(SCRIPT_ELEMENT)) {
    if (runsInline(attributes)) hashes.add(scriptHash(body));
  }
  return [...hashes];
}

/** `solve/pokemon.html` → `/solve/pokemon`; `index.html` → `/`. */
function pagePath(relativeFile: string): string {
  const withoutExtension = relativeFile.replace(/\.html$/, '').split(path.sep).join('/');
  return withoutExtension === 'index' ? '/' : `/${withoutExtension.replace(/\/index$/, '')}`;
}

function htmlFiles(directory: string, prefix = ''): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(prefix, entry.name);
    if (entry.isDirectory()) return htmlFiles(path.join(directory, entry.name), relative);
    return entry.name.endsWith('.html') ? [relative] : [];
  });
}

/** Every prerendered page of the build in `appDirectory`, with its inline script hashes (empty when there is no build). */
export function readPrerenderedPages(appDirectory: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  let files: string[];
  try {
    files = htmlFiles(appDirectory);
  } catch {
    return pages;
  }
  for (const file of files) pages.set(pagePath(file), inlineScriptHashes(readFileSync(path.join(appDirectory, file), 'utf8')));
  return pages;
}

let builtPages: Map<string, string[]> | undefined;

/** The inline script hashes of `pathname` when this production build prerendered it; null for a page rendered per request. */
export function prerenderedScriptHashes(pathname: string): string[] | null {
  builtPages ??= readPrerenderedPages(path.join(process.cwd(), '.next', 'server', 'app'));
  return builtPages.get(pathname) ?? null;
}
