/** The guess input's suggestion list (game-side §5 "Guess"). */

export const MAX_SUGGESTIONS = 10;

const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' }) || (a < b ? -1 : a > b ? 1 : 0);

/**
 * Names containing `query` (case-insensitive): those starting with it first, then the rest, each group
 * alphabetical. Already guessed names are left out.
 */
export function suggest(
  names: readonly string[],
  query: string,
  guessedNames: readonly string[],
  limit = MAX_SUGGESTIONS,
): string[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  const guessed = new Set(guessedNames.map((name) => name.trim().toLowerCase()));
  const prefix: string[] = [];
  const contains: string[] = [];
  for (const name of names) {
    const lower = name.toLowerCase();
    if (guessed.has(lower.trim())) continue;
    if (lower.startsWith(needle)) prefix.push(name);
    else if (lower.includes(needle)) contains.push(name);
  }
  return [...prefix.sort(byName), ...contains.sort(byName)].slice(0, Math.max(0, limit));
}
