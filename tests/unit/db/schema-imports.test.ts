/**
 * The schema files import one another without a cycle (a cycle makes a table's columns undefined when
 * whichever file loads first reads the other's exports).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SCHEMA_DIR = path.join(process.cwd(), 'db/schema');

function localImports(file: string): string[] {
  const source = readFileSync(path.join(SCHEMA_DIR, file), 'utf8');
  return [...source.matchAll(/from '\.\/([\w-]+)'/g)].map((match) => `${match[1]}.ts`);
}

function findCycle(graph: Map<string, string[]>): string[] | null {
  const done = new Set<string>();
  const visit = (file: string, trail: string[]): string[] | null => {
    if (trail.includes(file)) return [...trail.slice(trail.indexOf(file)), file];
    if (done.has(file)) return null;
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next, [...trail, file]);
      if (cycle) return cycle;
    }
    done.add(file);
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file, []);
    if (cycle) return cycle;
  }
  return null;
}

test('no two schema files import each other, directly or through others', () => {
  const files = readdirSync(SCHEMA_DIR).filter((file) => file.endsWith('.ts') && file !== 'index.ts');
  const graph = new Map(files.map((file) => [file, localImports(file)]));
  expect(graph.get('auth.ts')).toContain('achievements.ts'); // the graph is read at all
  expect(findCycle(graph)).toBeNull();
});
