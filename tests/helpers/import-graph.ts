import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** The layers from highest to lowest: a file may import its own layer or a lower one, never a higher one. */
export const LAYERS = ['app', 'components', 'lib', 'db', 'base'] as const;
export type Layer = (typeof LAYERS)[number];
/** The folders the layers' files live in ('base' files are lib files: see BASE_FILES). */
const FOLDERS = ['app', 'components', 'lib', 'db'] as const;
/**
 * The base under db: the settings, the site's address, the calendar of days in America/Chicago, the
 * games' ids and the metrics' definitions (the pools count their queries), which db/ reads too. They import
 * only each other (and packages): anything else they imported would be an upward import.
 */
export const BASE_FILES = ['lib/env.ts', 'lib/site.ts', 'lib/time.ts', 'lib/calendar-day.ts', 'lib/games/types.ts', 'lib/observability/metrics.ts'];

/** Each file (relative to the repository, with `/`) and the files it imports, sorted. */
export type ImportGraph = Map<string, string[]>;

const SOURCE = /\.(ts|tsx)$/;
const RESOLVED_EXTENSIONS = ['', '.ts', '.tsx', '.d.ts', '.js', '.mjs', '.json', '/index.ts', '/index.tsx'];

/** Every .ts/.tsx file under the layers' folders, relative to the repository, sorted. */
export function listSourceFiles(root: string): string[] {
  return FOLDERS.flatMap((folder) =>
    readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
      .map((entry) => `${folder}/${entry.split(path.sep).join('/')}`)
      .filter((file) => SOURCE.test(file) && statSync(path.join(root, file)).isFile()),
  ).sort();
}

/**
 * The module specifiers of a file's static `import … from` / `import '…'` / `export … from` statements,
 * `import type` included (dynamic `import()` is not a static edge).
 */
export function importSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if ((ts.isImportDeclaration(statement) || ts.isExportDeclaration(statement)) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/**
 * The specifiers of a file's static imports that bring code at run time: `import type`, `export type` and imports
 * of types only (`import { type A }`) are left out, as the compiler drops them (dynamic `import()` is not static).
 */
export function runtimeImportSpecifiers(fileName: string, text: string): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, false, fileName.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
      const clause = statement.importClause;
      const named = clause?.namedBindings;
      const typesOnly = clause !== undefined && (clause.isTypeOnly || (!clause.name && named !== undefined && ts.isNamedImports(named) && named.elements.length > 0 && named.elements.every((element) => element.isTypeOnly)));
      if (!typesOnly) specifiers.push(statement.moduleSpecifier.text);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier) && !statement.isTypeOnly) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** The repository file a specifier names (`@/…` as in tsconfig's paths, or relative), or undefined for a package. */
export function resolveSpecifier(root: string, fromFile: string, specifier: string): string | undefined {
  let base: string;
  if (specifier.startsWith('@/')) base = specifier.slice(2);
  else if (specifier.startsWith('./') || specifier.startsWith('../')) base = path.posix.join(path.posix.dirname(fromFile), specifier);
  else return undefined;
  for (const extension of RESOLVED_EXTENSIONS) {
    const candidate = base + extension;
    const full = path.join(root, candidate);
    if (existsSync(full) && statSync(full).isFile()) return candidate;
  }
  throw new Error(`${fromFile}: cannot resolve the import "${specifier}"`);
}

/** The import graph of the layers' files. */
export function buildImportGraph(root: string): ImportGraph {
  const graph: ImportGraph = new Map();
  for (const file of listSourceFiles(root)) {
    const specifiers = importSpecifiers(file, readFileSync(path.join(root, file), 'utf8'));
    const targets = specifiers.map((specifier) => resolveSpecifier(root, file, specifier)).filter((target): target is string => target !== undefined);
    graph.set(file, [...new Set(targets)].sort());
  }
  return graph;
}

/** The layer a file belongs to (its top folder), or undefined for a file outside them (e.g. proxy.ts, scripts/). */
export function layerOf(file: string): Layer | undefined {
  if (BASE_FILES.includes(file)) return 'base';
  return FOLDERS.find((layer) => file.startsWith(`${layer}/`));
}

/** Every import from a lower layer to a higher one, as "from -> to". */
export function upwardImports(graph: ImportGraph): string[] {
  const edges: string[] = [];
  for (const [from, targets] of graph) {
    const fromLayer = layerOf(from);
    if (!fromLayer) continue;
    for (const to of targets) {
      const toLayer = layerOf(to);
      if (toLayer && LAYERS.indexOf(toLayer) < LAYERS.indexOf(fromLayer)) edges.push(`${from} -> ${to}`);
    }
  }
  return edges.sort();
}

/**
 * The import cycles, each as a path "a -> b -> … -> a" starting from its first file in sort order: within
 * every strongly connected component of more than one file (or a file importing itself), the shortest
 * cycle through each of its files (so every file on a circle shows in one, without listing every path).
 */
export function importCycles(graph: ImportGraph): string[] {
  const cycles = new Set<string>();
  for (const component of stronglyConnected(graph)) {
    if (component.length === 1 && !(graph.get(component[0]) ?? []).includes(component[0])) continue;
    const members = new Set(component);
    for (const file of component) {
      const around = shortestCycle(graph, members, file).slice(0, -1);
      const first = around.indexOf([...around].sort()[0]);
      const rotated = [...around.slice(first), ...around.slice(0, first)];
      cycles.add([...rotated, rotated[0]].join(' -> '));
    }
  }
  return [...cycles].sort();
}

/** Tarjan's algorithm (iterative: a long import chain must not overflow the stack). */
function stronglyConnected(graph: ImportGraph): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const onStack = new Set<string>();
  const stack: string[] = [];
  const components: string[][] = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work: { node: string; next: number }[] = [{ node: start, next: 0 }];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length > 0) {
      const frame = work[work.length - 1];
      const targets = graph.get(frame.node) ?? [];
      if (frame.next < targets.length) {
        const target = targets[frame.next++];
        if (!graph.has(target)) continue;
        if (!index.has(target)) {
          index.set(target, counter);
          low.set(target, counter++);
          stack.push(target);
          onStack.add(target);
          work.push({ node: target, next: 0 });
        } else if (onStack.has(target)) {
          low.set(frame.node, Math.min(low.get(frame.node)!, index.get(target)!));
        }
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1].node;
        low.set(parent, Math.min(low.get(parent)!, low.get(frame.node)!));
      }
      if (low.get(frame.node) === index.get(frame.node)) {
        const component: string[] = [];
        let member: string;
        do {
          member = stack.pop()!;
          onStack.delete(member);
          component.push(member);
        } while (member !== frame.node);
        components.push(component);
      }
    }
  }
  return components;
}

/** The shortest path from `start` back to itself within `members` (breadth first). */
function shortestCycle(graph: ImportGraph, members: Set<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  while (queue.length > 0) {
    const node = queue.shift()!;
    for (const target of graph.get(node) ?? []) {
      if (!members.has(target)) continue;
      if (target === start) {
        const between: string[] = [];
        for (let step: string | undefined = node; step !== start && step !== undefined; step = cameFrom.get(step)) between.unshift(step);
        return [start, ...between, start];
      }
      if (!cameFrom.has(target)) {
        cameFrom.set(target, node);
        queue.push(target);
      }
    }
  }
  return [start, start];
}
