/**
 * Converts the reference data (default ../shared/data next to the repo, or --source DIR) into the
 * product's own copies: lib/games/<game>/items.json for the five games, and lib/games/DATA.md.
 * Run: npm run data:convert   (node scripts/convert-data.mjs [--source DIR])
 *
 * Each item keeps exactly the fields of its interface in lib/games/types.ts, in that order, and the
 * items keep the source order. Any missing field, wrong type, empty or duplicate name, or value
 * outside the spec's sets fails the run (exit code 1) before anything is written.
 *
 * AGE OF EMPIRES II BUILDINGS (judgement call)
 * Spec §9 has exactly ten buildings; the source has eleven: the nine standard ones plus the Donjon
 * (Serjeant) and the Fortified Church (Warrior Priest). aoe2-units/SOURCES.md offers two folds, and
 * either one alone gives ten; doing both would give nine. We fold ONE:
 *   - Fortified Church -> Monastery (done): the Fortified Church replaces the Monastery for the
 *     Armenians (and Georgians), so the Warrior Priest, trained only there, is shown as a Monastery
 *     unit. Nothing else changes.
 *   - Donjon -> Castle (not done): the Serjeant is also trained at the Castle, but it sits at the
 *     Donjon because Sicilians train it there from the Feudal Age; folding would pair Feudal with a
 *     Castle, and leave nine buildings. To switch, change `buildingFolds` in convert-data-games.mjs.
 * After folding exactly ten buildings must remain, otherwise the run fails.
 *
 * HINTS NEVER NAME THEIR ITEM
 * Each hint has the item's names and abbreviations masked (scripts/hint-names.mjs); the Bible verse
 * loses the book from its reference. Done before the check for indistinguishable items.
 *
 * INDISTINGUISHABLE ITEMS
 * Items equal in every category AND in the hint can never be told apart by a player. Each such group
 * is printed and only one item is kept: the base unit over its "Elite ..." version, otherwise the
 * first in source order.
 */
import fs from 'node:fs';
import path from 'node:path';
import { GAMES } from './convert-data-games.mjs';
import { HINT_MASK, maskHint } from './hint-names.mjs';

const ROOT = path.resolve(import.meta.dirname ?? path.dirname(decodeURIComponent(new URL(import.meta.url).pathname)), '..');

class DataError extends Error {}
const fail = (message) => {
  throw new DataError(message);
};

function parseArgs(argv) {
  let source = path.resolve(ROOT, '../shared/data');
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--source' && argv[i + 1]) source = path.resolve(argv[++i]);
    else if (argv[i].startsWith('--source=')) source = path.resolve(argv[i].slice('--source='.length));
    else fail(`Unknown argument "${argv[i]}". Usage: node scripts/convert-data.mjs [--source DIR]`);
  }
  return { source };
}

const isText = (v) => typeof v === 'string' && v.trim() !== '';

function normalise(type, value) {
  if (type === 'cost' && value === -2) return null;
  if (type === 'str?' && (value === 'None' || value === '')) return null;
  if (type === 'str[]' && Array.isArray(value)) return [...value].sort();
  return value;
}

function checkType(type, v) {
  switch (type) {
    case 'str': return isText(v);
    case 'str?': return v === null || isText(v);
    case 'int': return Number.isInteger(v);
    case 'num': return typeof v === 'number' && Number.isFinite(v);
    case 'cost': return v === null || v === 'X' || (Number.isInteger(v) && v >= 0);
    case 'str[]': return Array.isArray(v) && v.every(isText) && new Set(v).size === v.length;
    default: return fail(`Unknown field type "${type}"`);
  }
}

function convertItem(game, raw, index) {
  const where = `${game.id} record #${index + 1}${isText(raw?.name) ? ` "${raw.name}"` : ''}`;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail(`${where}: not an object`);
  const item = {};
  for (const [field, type] of Object.entries(game.fields)) {
    if (!Object.hasOwn(raw, field)) fail(`${where}: missing field "${field}"`);
    const value = normalise(type, raw[field]);
    if (!checkType(type, value)) fail(`${where}: field "${field}" should be ${type}, got ${JSON.stringify(raw[field])}`);
    const allowed = game.allowed[field];
    if (allowed && !allowed.includes(value)) fail(`${where}: ${field} "${value}" is not one of ${allowed.join(', ')}`);
    const range = game.ranges[field];
    if (range && !(value >= range[0] && value <= range[1])) fail(`${where}: ${field} ${value} is outside ${range[0]}-${range[1]}`);
    item[field] = value;
  }
  return item;
}

function applyOverrides(game, records) {
  const applied = [];
  for (const [name, patch] of Object.entries(game.overrides)) {
    const record = records.find((r) => r?.name === name);
    if (!record) fail(`${game.id}: override for "${name}" matches no item`);
    for (const [field, value] of Object.entries(patch)) {
      applied.push(`${name}: ${field} ${JSON.stringify(record[field])} -> ${JSON.stringify(value)}`);
      record[field] = value;
    }
  }
  return applied;
}

function groupBy(items, keyOf) {
  const groups = new Map();
  for (const item of items) {
    const key = keyOf(item);
    groups.set(key, [...(groups.get(key) ?? []), item]);
  }
  return [...groups.values()];
}

const categoryKey = (game) => (item) => JSON.stringify(game.categories.map((c) => item[c]));
const describe = (game, item) => `${game.categories.map((c) => JSON.stringify(item[c])).join(', ')}; ${game.hint} ${JSON.stringify(item[game.hint])}`;

const bibleAbbreviations = JSON.parse(fs.readFileSync(path.join(ROOT, 'lib/games/bible-books/abbreviations.json'), 'utf8'));

function convertGame(game, sourceDir) {
  const file = path.join(sourceDir, game.file);
  if (!fs.existsSync(file)) fail(`${game.id}: source file ${file} not found`);
  let records;
  try {
    records = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    fail(`${game.id}: cannot parse ${file}: ${error.message}`);
  }
  if (!Array.isArray(records) || records.length === 0) fail(`${game.id}: ${file} is not a non-empty JSON array`);
  const overrides = applyOverrides(game, records);
  let items = records.map((raw, i) => convertItem(game, raw, i));

  const masked = [];
  for (const item of items) {
    const hint = maskHint(game.id, item.name, item[game.hint], bibleAbbreviations);
    if (hint !== item[game.hint]) masked.push(item.name);
    item[game.hint] = hint;
  }

  const folds = [];
  for (const item of items) {
    const to = game.buildingFolds?.[item.building];
    if (to) {
      folds.push(`${item.name}: ${item.building} -> ${to}`);
      item.building = to;
    }
  }

  const seen = new Map();
  for (const { name } of items) {
    const key = name.trim().toLowerCase();
    if (seen.has(key)) fail(`${game.id}: duplicate name "${name}" (also "${seen.get(key)}"), compared case-insensitively`);
    seen.set(key, name);
  }

  const dropped = [];
  for (const group of groupBy(items, (item) => `${categoryKey(game)(item)}|${JSON.stringify(item[game.hint])}`)) {
    if (group.length < 2) continue;
    const kept = group.find((a) => group.some((b) => b.name === `Elite ${a.name}`)) ?? group[0];
    console.log(`[${game.id}] indistinguishable: ${group.map((i) => i.name).join(', ')} (${describe(game, kept)}) -> keeping ${kept.name}`);
    for (const item of group.filter((i) => i !== kept)) {
      const why = item.name === `Elite ${kept.name}` ? 'its base unit' : kept === group[0] ? 'the first in source order' : 'a base unit';
      dropped.push({ item, kept, why });
    }
  }
  const droppedSet = new Set(dropped.map((d) => d.item));
  items = items.filter((item) => !droppedSet.has(item));

  if (game.expectedCount !== undefined && items.length !== game.expectedCount) {
    fail(`${game.id}: expected ${game.expectedCount} items, got ${items.length}`);
  }
  for (const [field, count] of Object.entries(game.distinct ?? {})) {
    const values = [...new Set(items.map((i) => i[field]))].sort();
    if (values.length !== count) fail(`${game.id}: expected exactly ${count} distinct ${field} values, got ${values.length}: ${values.join(', ')}`);
  }

  const sharedGroups = groupBy(items, categoryKey(game)).filter((g) => g.length > 1);
  const shared = sharedGroups.reduce((n, g) => n + g.length, 0);
  console.log(`[${game.id}] ${items.length} items; ${shared} share all category values with another item (${sharedGroups.length} groups)`);
  return { game, items, overrides, folds, dropped, masked, shared, sharedGroups: sharedGroups.length };
}

/** How a typed name finds its item (the rule is lib/games/name-key.ts; tests/unit/games/name-key.test.ts checks every item). */
const TYPED_NAMES =
  'Players may type a name without its capitals, spaces, punctuation or accents: both sides are compared by their key (lib/games/name-key.ts), so `mr mime` finds Mr. Mime, `farfetchd` Farfetch\'d and `man at arms` Man-at-Arms, and Enter on a key that is exactly one item\'s guesses that item. The symbols ♀ and ♂ count as the letters f and m, so Nidoran♀ (`nidoranf`) and Nidoran♂ (`nidoranm`) keep apart, and `nidoran` alone lists both without guessing either. No two items of a game share a key (tests/unit/games/name-key.test.ts checks every item of every game). Should two ever do, the tie is resolved in lib/games/suggest.ts (`matchName`): both are suggested, and Enter takes the one spelled exactly as typed (ignoring case and surrounding spaces), otherwise neither, so the player picks from the list. The server still accepts only an item\'s own name, ignoring case: the browser sends the name it matched.';

function dataMarkdown(results, sourceLabel) {
  const lines = [
    '# Game data',
    '',
    `The five \`lib/games/<game>/items.json\` files and this file are generated by \`npm run data:convert\` (scripts/convert-data.mjs) from the reference data in \`${sourceLabel}\`. **Do not edit them by hand**: re-run the script. A wrong fact is fixed upstream in the reference data or in the script's explicit override list (\`overrides\` in scripts/convert-data-games.mjs), and reported back to the reference data.`,
    '',
    'Each item keeps exactly the fields of its interface in lib/games/types.ts, in source order. Items that match another item in every category and in the hint are dropped, since a player could never tell them apart (the base unit is kept over its Elite version, otherwise the first in source order).',
    '',
    `No hint names its own item: the item's name and its abbreviations are replaced by \`${HINT_MASK}\` (scripts/hint-names.mjs), and the Bible verse reference loses its book ("1 Chronicles 16:34 — O give thanks" becomes "16:34 — O give thanks"). The Bible abbreviations are lib/games/bible-books/abbreviations.json: ${bibleAbbreviations.source}`,
    '',
    TYPED_NAMES,
    '',
    '| Game | Items | Dropped as indistinguishable | Items sharing all category values with another |',
    '|---|---|---|---|',
    ...results.map((r) => `| ${r.game.id} | ${r.items.length} | ${r.dropped.length} | ${r.shared} |`),
  ];
  for (const r of results) {
    const { game } = r;
    lines.push('', `## ${game.title} (\`${game.id}\`): ${r.items.length} items`, '', '**Where the facts come from** (details in the source folder\'s SOURCES.md):', '');
    lines.push(...game.provenance.map((p) => `- ${p}`));
    lines.push('', '**Judgement calls made by the product:**', '');
    const calls = [...game.notes, ...r.folds.map((f) => `Folded: ${f}.`), ...r.overrides.map((o) => `Override: ${o}.`)];
    calls.push(r.masked.length === 0 ? 'No hint named its item.' : `Hints that named their item, now masked: ${r.masked.length} (${r.masked.join(', ')}).`);
    if (r.overrides.length === 0) calls.push('No fact overrides.');
    if (r.dropped.length === 0) calls.push('No items dropped as indistinguishable.');
    lines.push(...calls.map((c) => `- ${c}`));
    for (const { item, kept, why } of r.dropped) {
      lines.push(`- Dropped **${item.name}**: identical to ${kept.name} (kept as ${why}) in every category and in the hint (${describe(game, kept)}).`);
    }
    const categories = game.categories.join(', ');
    lines.push(
      '',
      r.shared === 0
        ? `**Shared categories:** no two items share all category values (${categories}).`
        : `**Shared categories:** ${r.shared} of ${r.items.length} items share all category values (${categories}) with at least one other item, in ${r.sharedGroups} groups; only the hint (\`${game.hint}\`) separates them.`,
    );
    const marked = r.items.map((item) => item.name).filter((name) => /[^A-Za-z0-9 ]/.test(name));
    lines.push(
      '',
      marked.length === 0
        ? '**Typed names:** every name is plain letters, digits and spaces.'
        : `**Typed names:** names with punctuation, symbols or accents a player may leave out: ${marked.length} of ${r.items.length} (${marked.join(', ')}).`,
    );
  }
  return `${lines.join('\n')}\n`;
}

function main() {
  const { source } = parseArgs(process.argv.slice(2));
  if (!fs.existsSync(source)) fail(`Source folder ${source} not found (use --source DIR)`);
  const results = GAMES.map((game) => convertGame(game, source));
  for (const { game, items } of results) {
    const out = path.join(ROOT, 'lib/games', game.id, 'items.json');
    fs.mkdirSync(path.dirname(out), { recursive: true });
    fs.writeFileSync(out, `${JSON.stringify(items, null, 2)}\n`);
    console.log(`wrote ${path.relative(ROOT, out)} (${items.length} items)`);
  }
  const sourceLabel = path.relative(ROOT, source).split(path.sep).join('/') || '.';
  fs.writeFileSync(path.join(ROOT, 'lib/games/DATA.md'), dataMarkdown(results, sourceLabel));
  console.log('wrote lib/games/DATA.md');
}

try {
  main();
} catch (error) {
  console.error(error instanceof DataError ? `convert-data: ${error.message}` : error);
  process.exit(1);
}
