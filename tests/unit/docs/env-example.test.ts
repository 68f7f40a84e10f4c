/**
 * @jest-environment node
 */
import { readdirSync, readFileSync } from 'node:fs';

/** README: every variable the site and its tests read is documented in .env.example. */
const documented = new Set([...readFileSync('.env.example', 'utf8').matchAll(/^# ([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]));

/** Set by Node, Next or the CI runner, not by whoever deploys the site. */
const PLATFORM = new Set(['NODE_ENV', 'NEXT_RUNTIME', 'CI']);

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((entry) => /\.(ts|tsx|mjs)$/.test(entry))
    .map((entry) => `${folder}/${entry}`);
}

test('every setting lib/env.ts reads is in .env.example', () => {
  const rules = readFileSync('lib/env.ts', 'utf8').match(/const RULES = \{([\s\S]*?)\n\};/);
  expect(rules).not.toBeNull();
  const names = [...rules![1].matchAll(/^ {2}([A-Z][A-Z0-9_]*):/gm)].map((match) => match[1]);
  expect(names.length).toBeGreaterThan(20);
  expect(names.filter((name) => !PLATFORM.has(name) && !documented.has(name))).toEqual([]);
});

test('every variable the code and the test set-up read from process.env is in .env.example', () => {
  const files = [...['app', 'components', 'lib', 'db'].flatMap(sourceFiles), 'proxy.ts', 'instrumentation.ts', 'next.config.ts', 'playwright.config.ts'];
  const read = new Set(files.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1])));
  expect(read.size).toBeGreaterThan(3);
  expect([...read].filter((name) => !PLATFORM.has(name) && !documented.has(name)).sort()).toEqual([]);
});
