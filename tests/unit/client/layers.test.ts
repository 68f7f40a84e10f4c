/**
 * The layers point one way, app → components → lib → db: a module of lib or db never imports from
 * components or app (the browser's data layer, lib/client, included). And the browser reaches the server
 * one way: components call hooks of lib/client/queries, which call lib/client/endpoints, which call
 * `fetch` through lib/client/api.ts only.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = process.cwd();

function sourceFiles(dir: string): string[] {
  return readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(relative);
    return /\.tsx?$/.test(entry.name) ? [relative] : [];
  });
}

/** Every module a file imports or re-exports, as written (static and dynamic imports, `export … from`). */
export function importedPaths(source: string): string[] {
  return [...source.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)'([^']+)'/g)].map((match) => match[1]);
}

/** The top folder of the project an import reaches, resolving '@/…' and relative paths from `file`. */
export function targetFolder(file: string, imported: string): string | null {
  if (imported.startsWith('@/')) return imported.slice(2).split('/')[0];
  if (!imported.startsWith('.')) return null;
  return path.normalize(path.join(path.dirname(file), imported)).split(path.sep)[0];
}

const upward = (file: string) =>
  importedPaths(readFileSync(path.join(ROOT, file), 'utf8'))
    .filter((imported) => ['components', 'app'].includes(targetFolder(file, imported) ?? ''))
    .map((imported) => `${file} → ${imported}`);

test('the import reader sees every form of import and resolves relative paths', () => {
  const source = "import a from '@/components/x';\nimport type { B } from '../../components/y';\nexport { c } from './c';\nconst d = import('@/app/d');\nimport 'server-only';";
  expect(importedPaths(source)).toEqual(['@/components/x', '../../components/y', './c', '@/app/d', 'server-only']);
  expect(targetFolder('lib/client/queries/a.ts', '../../../components/y')).toBe('components');
  expect(targetFolder('lib/client/queries/a.ts', '../api')).toBe('lib');
  expect(targetFolder('lib/client/a.ts', 'react')).toBeNull();
});

test('nothing in lib or db imports from components or app', () => {
  const files = [...sourceFiles('lib'), ...sourceFiles('db')];
  expect(files).toContain(path.join('lib', 'client', 'endpoints.ts')); // the folders are read at all
  expect(files.flatMap(upward)).toEqual([]);
});

/** What a file imports from `module` other than types: `import { a, type B }` gives ['a']. */
export function valuesImportedFrom(source: string, module: string): string[] {
  const statements = source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+'([^']+)'/g);
  return [...statements]
    .filter(([, typeOnly, , from]) => !typeOnly && from === module)
    .flatMap(([, , names]) => names.split(',').map((name) => name.trim()))
    .filter((name) => name && !name.startsWith('type '));
}

test('the reader of imported values leaves types out', () => {
  const source = "import type { A } from '@/lib/client/endpoints';\nimport { getCards, type B } from '@/lib/client/endpoints';\nimport { c } from './c';";
  expect(valuesImportedFrom(source, '@/lib/client/endpoints')).toEqual(['getCards']);
});

test('components and pages call no endpoint themselves: only types come from lib/client/endpoints', () => {
  const files = [...sourceFiles('components'), ...sourceFiles('app')];
  const calls = files.flatMap((file) =>
    valuesImportedFrom(readFileSync(path.join(ROOT, file), 'utf8'), '@/lib/client/endpoints').map((name) => `${file}: ${name}`),
  );
  expect(calls).toEqual([]);
});

test('the browser code calls fetch in lib/client/api.ts only', () => {
  const files = [...sourceFiles('components'), ...sourceFiles(path.join('lib', 'client'))];
  const callers = files.filter((file) => /(?<![\w.])fetch\(/.test(readFileSync(path.join(ROOT, file), 'utf8')));
  expect(callers).toEqual([path.join('lib', 'client', 'api.ts')]);
});
