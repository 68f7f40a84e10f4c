/**
 * @jest-environment node
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { resolveSpecifier, runtimeImportSpecifiers } from '@/tests/helpers/import-graph';

/**
 * What a first visit's pages load (issue 38): the code reached by static imports from the client components of the
 * root layout and the public pages. Code the first screen does not show — the dialogs, the share text, the
 * statistics, confetti, the appearance menu's controls, the achievement catalogue — is loaded with import() /
 * next/dynamic when it is needed, so it must not be reachable here. (The outbox's persister is not among them: it
 * must be running before a win the server cannot store, and a page whose import() of it failed — the server gone
 * for a moment while the page loaded — kept no unsaved win at all; the crash test caught it.)
 */
const ROOT = process.cwd();
const FIRST_SCREEN_PAGES = ['app/layout.tsx', 'app/page.tsx', 'app/solve/[gameId]/page.tsx', 'app/daily/page.tsx', 'app/leaderboard/page.tsx', 'app/profile/[username]/page.tsx'];
const SOURCE = /\.(ts|tsx)$/;

const isClientModule = (text: string) => /^\s*(['"])use client\1/.test(text);

/** The files and packages the browser loads for these pages: everything statically imported below a 'use client' module. */
function firstLoad(pages: string[]): Set<string> {
  const visited = new Set<string>();
  const shipped = new Set<string>();
  const walk = (file: string, inClient: boolean) => {
    const key = `${file}:${inClient}`;
    if (visited.has(key)) return;
    visited.add(key);
    const text = readFileSync(path.join(ROOT, file), 'utf8');
    const client = inClient || isClientModule(text);
    if (client) shipped.add(file);
    for (const specifier of runtimeImportSpecifiers(file, text)) {
      const target = resolveSpecifier(ROOT, file, specifier);
      if (target === undefined) {
        if (client) shipped.add(specifier);
      } else if (SOURCE.test(target) && existsSync(path.join(ROOT, target))) {
        walk(target, client);
      }
    }
  };
  for (const page of pages) walk(page, false);
  return shipped;
}

const shipped = firstLoad(FIRST_SCREEN_PAGES);

test('the walk finds what the first screen needs (the guess box, the query cache, the menu)', () => {
  expect([...shipped]).toEqual(expect.arrayContaining(['components/game/GuessInput.tsx', '@tanstack/react-query', 'components/appearance/AppearanceMenu.tsx', 'components/ui/Link.tsx']));
});

test.each([
  ['the appearance menu controls', ['components/appearance/AppearanceControls.tsx']],
  ['confetti', ['canvas-confetti']],
  ['the games directory', ['components/game/DirectoryModal.tsx']],
  ['the share dialog and its text', ['components/game/ShareRoundModal.tsx', 'components/game/ShareResultsModal.tsx', 'lib/games/share.ts']],
  ['the report dialog', ['components/game/ReportDataModal.tsx']],
  ['the statistics panel', ['components/stats/DailyStatsPanel.tsx']],
  ['the achievement catalogue and rules', ['lib/achievements/definitions.ts', 'lib/achievements/qualify.ts']],
  ["the server's clock library", ['date-fns-tz', 'date-fns', 'lib/time.ts']],
])('a first visit does not load %s until it is needed', (_what, modules) => {
  expect(modules.filter((module) => shipped.has(module))).toEqual([]);
});

test("a game page's first load carries neither the accounts pages' messages nor the admin's role rules", () => {
  const gamePage = firstLoad(['app/layout.tsx', 'app/solve/[gameId]/page.tsx']);
  expect(['lib/messages/accounts.ts', 'lib/auth/roles.ts'].filter((module) => gamePage.has(module))).toEqual([]);
});
