// `npm run budget` (after `npm run build`): prints each page's first-load JavaScript and fails when a
// page is over the budget of scripts/js-budget.mjs. Optional argument: the build folder (default .next).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { firstLoadJsByPage } from './first-load-js.mjs';
import { budgetTable, judgeBudget } from './js-budget.mjs';

const buildDir = process.argv[2] ?? '.next';
if (!existsSync(path.join(buildDir, 'build-manifest.json'))) {
  console.error(`No production build in ${buildDir}: run \`npm run build\` first.`);
  process.exit(2);
}
const verdict = judgeBudget(firstLoadJsByPage(buildDir));
console.log(budgetTable(verdict));
if (verdict.overBudget.length > 0) {
  console.error(`Over the JavaScript budget: ${verdict.overBudget.map((row) => row.page).join(', ')}.`);
  process.exit(1);
}
