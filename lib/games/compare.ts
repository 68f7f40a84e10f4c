/** Judging a guess against the secret, category by category (game-side §5). */
import type { CategoryConfig, GameConfig } from './game-config';
import { itemField } from './item-fields';
import type { AnyItem, CellResult, CompareRule } from './types';

const UNPLAYABLE = 'Unplayable';

function isEmpty(value: unknown): boolean {
  return value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);
}

/** Slay the Spire costs: 'X' in any case, and null or -2 both meaning unplayable. */
function normaliseStsCost(value: unknown): string {
  if (value === null || value === undefined || value === -2 || value === '-2') return UNPLAYABLE;
  if (typeof value === 'string' && value.trim().toUpperCase() === 'X') return 'X';
  if (typeof value === 'string' && value.trim().toLowerCase() === 'unplayable') return UNPLAYABLE;
  return String(value).trim();
}

function toParts(value: unknown, separator?: string): string[] {
  if (Array.isArray(value)) return value.map((part) => String(part).trim()).filter(Boolean);
  if (isEmpty(value)) return [];
  if (separator === undefined) return [String(value).trim()];
  return String(value)
    .split(separator)
    .map((part) => part.trim())
    .filter(Boolean);
}

function compareSets(guess: string[], secret: string[]): CellResult {
  const guessSet = new Set(guess);
  const secretSet = new Set(secret);
  const shared = [...guessSet].filter((part) => secretSet.has(part)).length;
  if (shared === guessSet.size && shared === secretSet.size) return 'correct';
  return shared > 0 ? 'partial' : 'incorrect';
}

function compareNumbers(guess: unknown, secret: unknown): CellResult {
  const g = Number(guess);
  const s = Number(secret);
  if (isEmpty(guess) || isEmpty(secret) || Number.isNaN(g) || Number.isNaN(s)) {
    return isEmpty(guess) && isEmpty(secret) ? 'correct' : 'incorrect';
  }
  if (g === s) return 'correct';
  return g < s ? 'partial-up' : 'partial-down';
}

export function compareValue(rule: CompareRule, guess: unknown, secret: unknown, separator?: string): CellResult {
  switch (rule) {
    case 'number':
      return compareNumbers(guess, secret);
    case 'sts-cost':
      return normaliseStsCost(guess) === normaliseStsCost(secret) ? 'correct' : 'incorrect';
    case 'list':
      return compareSets(toParts(guess), toParts(secret));
    case 'split-list':
      return compareSets(toParts(guess, separator), toParts(secret, separator));
    case 'exact':
      if (isEmpty(guess) && isEmpty(secret)) return 'correct';
      return guess === secret ? 'correct' : 'incorrect';
  }
}

/** One result per category key, in the game's category order. */
export function compareItems(game: Pick<GameConfig, 'categories'>, guess: AnyItem, secret: AnyItem): Record<string, CellResult> {
  return Object.fromEntries(
    game.categories.map((category) => [
      category.key,
      compareValue(category.rule, itemField(guess, category.key), itemField(secret, category.key), category.separator),
    ]),
  );
}

/** A round is won when the guessed name equals the secret's, ignoring case and surrounding spaces (game-side §4). */
export function isWin(guessName: string, secretName: string): boolean {
  return guessName.trim().toLowerCase() === secretName.trim().toLowerCase();
}

/** How a value appears in a cell or tooltip: 'None' for empty values, units appended. */
export function displayValue(category: Pick<CategoryConfig, 'rule' | 'unit'>, value: unknown): string {
  if (category.rule === 'sts-cost') return normaliseStsCost(value);
  if (isEmpty(value)) return 'None';
  if (Array.isArray(value)) return value.join(', ');
  return category.unit ? `${value} ${category.unit}` : String(value);
}
