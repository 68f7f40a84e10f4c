/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { buildImportGraph, importCycles, importSpecifiers, listSourceFiles, upwardImports, type ImportGraph } from '@/tests/helpers/import-graph';

// The layers, highest first: app → components → lib → db. A file imports its own layer or lower ones,
// and no chain of imports comes back to where it started.
const graph = buildImportGraph(process.cwd());

const report = (title: string, lines: string[]) => (lines.length === 0 ? '' : `${title} (${lines.length}):\n  ${lines.join('\n  ')}`);

describe('the import graph of app, components, lib and db', () => {
  it('reads every source file and its imports', () => {
    expect(graph.size).toBeGreaterThan(400);
    expect(graph.get('lib/http/rate-limit-store.ts')).toEqual(expect.arrayContaining(['db/bounded-postgres.ts', 'lib/env.ts']));
  });

  it('has no import cycle', () => {
    expect(report('Import cycles', importCycles(graph))).toBe('');
  });

  it('has no import from a lower layer to a higher one', () => {
    expect(report('Upward imports (lib must not import components or app, db must not import lib, components or app, components must not import app)', upwardImports(graph))).toBe('');
  });

  it('reaches the database drivers only from db/ (SQL lives in db/schema and db/queries)', () => {
    const driver = /^(postgres|@electric-sql\/pglite|drizzle-orm)(\/|$)/;
    const outside = listSourceFiles(process.cwd())
      .filter((file) => !file.startsWith('db/'))
      .flatMap((file) => importSpecifiers(file, readFileSync(file, 'utf8')).filter((specifier) => driver.test(specifier)).map((specifier) => `${file} -> ${specifier}`));
    expect(report('Database drivers imported outside db/', outside)).toBe('');
  });
});

describe('the graph checks themselves', () => {
  const of = (edges: Record<string, string[]>): ImportGraph => new Map(Object.entries(edges));

  it('reads static imports and re-exports, type-only ones included, and not dynamic imports', () => {
    const text = [
      "import a from '@/lib/a';",
      "import type { B } from './b';",
      "import './side-effect';",
      "export { c } from '../c';",
      "export type { D } from '@/db/d';",
      "export * from '@/lib/e';",
      "const later = () => import('@/lib/lazy');",
      "// import nope from '@/lib/comment';",
    ].join('\n');
    expect(importSpecifiers('lib/x.ts', text)).toEqual(['@/lib/a', './b', './side-effect', '../c', '@/db/d', '@/lib/e']);
  });

  it('finds a cycle and prints its path', () => {
    const cycles = importCycles(of({ 'lib/a.ts': ['lib/b.ts'], 'lib/b.ts': ['lib/c.ts'], 'lib/c.ts': ['lib/a.ts', 'lib/d.ts'], 'lib/d.ts': [] }));
    expect(cycles).toEqual(['lib/a.ts -> lib/b.ts -> lib/c.ts -> lib/a.ts']);
    expect(importCycles(of({ 'lib/a.ts': ['lib/b.ts'], 'lib/b.ts': [] }))).toEqual([]);
    // Two circles through one file: both are shown.
    expect(importCycles(of({ 'lib/s.ts': ['lib/t.ts', 'lib/u.ts'], 'lib/t.ts': ['lib/s.ts'], 'lib/u.ts': ['lib/v.ts'], 'lib/v.ts': ['lib/s.ts'] }))).toEqual([
      'lib/s.ts -> lib/t.ts -> lib/s.ts',
      'lib/s.ts -> lib/u.ts -> lib/v.ts -> lib/s.ts',
    ]);
    expect(importCycles(of({ 'lib/self.ts': ['lib/self.ts'] }))).toEqual(['lib/self.ts -> lib/self.ts']);
  });

  it('finds every upward import and allows the downward ones', () => {
    const edges = of({
      'app/page.tsx': ['components/Card.tsx', 'lib/x.ts', 'db/q.ts'],
      'components/Card.tsx': ['app/page.tsx', 'lib/x.ts'],
      'lib/x.ts': ['components/Card.tsx', 'db/q.ts', 'proxy.ts'],
      'db/q.ts': ['lib/x.ts', 'db/schema.ts'],
    });
    expect(upwardImports(edges)).toEqual(['components/Card.tsx -> app/page.tsx', 'db/q.ts -> lib/x.ts', 'lib/x.ts -> components/Card.tsx']);
  });

  it('lets db read the base files (settings, days, game ids) and the base nothing above it', () => {
    const edges = of({
      'db/client.ts': ['lib/env.ts', 'lib/games/types.ts'],
      'lib/env.ts': ['lib/site.ts', 'lib/x.ts'],
      'lib/time.ts': ['db/q.ts', 'lib/calendar-day.ts'],
    });
    expect(upwardImports(edges)).toEqual(['lib/env.ts -> lib/x.ts', 'lib/time.ts -> db/q.ts']);
  });
});
