/**
 * The layers point one way, app → components → lib → db: a module of lib or db never imports from
 * components or app (the browser's data layer, lib/client, included).
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
