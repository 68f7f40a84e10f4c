/** The guess input's suggestion list and typed-name match (game-side §5 "Guess"; issue 30 item 3). */
import { nameKey } from './name-key';

export const MAX_SUGGESTIONS = 10;

const collator = new Intl.Collator('en', { sensitivity: 'base' });
const byName = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : a > b ? 1 : 0);

interface NameIndex {
  /** Every name with its key, alphabetical. */
  sorted: readonly { name: string; key: string }[];
  /** The names of each key, in list order (more than one only if two names share a key). */
  byKey: ReadonlyMap<string, readonly string[]>;
}

/** Built once per names array (a game's list is one array for the page's life): a keystroke only compares. */
const indexes = new WeakMap<readonly string[], NameIndex>();

function nameIndex(names: readonly string[]): NameIndex {
  let index = indexes.get(names);
  if (!index) {
    const entries = names.map((name) => ({ name, key: nameKey(name) }));
    const byKey = new Map<string, string[]>();
    for (const { name, key } of entries) byKey.set(key, [...(byKey.get(key) ?? []), name]);
    index = { sorted: entries.sort((a, b) => byName(a.name, b.name)), byKey };
    indexes.set(names, index);
  }
  return index;
}

/**
 * The name the typed text stands for under the forgiving rule (lib/games/name-key.ts): the only name with
 * the text's key. Should two names ever share a key, the one spelled exactly as typed (ignoring case and
 * surrounding spaces) wins, and otherwise none does: the player picks from the list (lib/games/DATA.md).
 */
export function matchName(names: readonly string[], text: string): string | undefined {
  const key = nameKey(text);
  const candidates = key ? nameIndex(names).byKey.get(key) : undefined;
  if (!candidates || candidates.length === 1) return candidates?.[0];
  const typed = text.trim().toLowerCase();
  return candidates.find((name) => name.trim().toLowerCase() === typed);
}

/**
 * Names whose key contains the query's key: those starting with it first, then the rest, each group
 * alphabetical, at most `limit`. Already guessed names are left out.
 */
export function suggest(
  names: readonly string[],
  query: string,
  guessedNames: readonly string[],
  limit = MAX_SUGGESTIONS,
): string[] {
  const needle = nameKey(query);
  const max = Math.max(0, limit);
  if (!needle || max === 0) return [];
  const guessed = new Set(guessedNames.map((name) => matchName(names, name)));
  const prefix: string[] = [];
  const contains: string[] = [];
  for (const { name, key } of nameIndex(names).sorted) {
    if (prefix.length === max) break;
    const at = key.indexOf(needle);
    if (at < 0 || guessed.has(name)) continue;
    if (at === 0) prefix.push(name);
    else if (contains.length < max) contains.push(name);
  }
  return [...prefix, ...contains].slice(0, max);
}
