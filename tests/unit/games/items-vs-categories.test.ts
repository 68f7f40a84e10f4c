/** @jest-environment node */
import { displayValue } from '@/lib/games/compare';
import { directoryFilters, matchesFilterOption } from '@/lib/games/filters';
import type { CategoryConfig } from '@/lib/games/game-config';
import { getItems } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import { GAME_IDS, type GameId } from '@/lib/games/types';

const field = (item: object, key: string) => (item as Record<string, unknown>)[key];

/** The tooltip entries a value stands for: list parts for list rules, the displayed value otherwise. */
function valueEntries(category: CategoryConfig, value: unknown): string[] {
  if (category.rule === 'list') return value as string[];
  if (category.rule === 'split-list') return String(value).split(category.separator!).map((part) => part.trim());
  return [displayValue({ rule: category.rule }, value)];
}

describe.each(GAME_IDS)('%s items against its categories', (gameId) => {
  const game = getGame(gameId)!;
  const items = getItems(gameId);

  test.each(game.categories.map((c) => [c.key, c] as const))('every %s value is listed in the tooltip', (_, category) => {
    const { values } = category;
    for (const item of items) {
      const value = field(item, category.key);
      if (Array.isArray(values)) {
        for (const entry of valueEntries(category, value)) expect([item.name, entry, values.includes(entry)]).toEqual([item.name, entry, true]);
      } else {
        const range = values as Exclude<CategoryConfig['values'], readonly string[]>;
        expect(typeof value).toBe('number');
        expect([item.name, range.min <= (value as number) && (value as number) <= range.max]).toEqual([item.name, true]);
      }
    }
  });

  test('every directory filter option matches at least one item', () => {
    for (const group of directoryFilters(game)) {
      for (const option of group.options) {
        expect([group.label, option.label, items.some((item) => matchesFilterOption(option, item))]).toEqual([group.label, option.label, true]);
      }
    }
  });

  test('names are unique ignoring case, and every item has a hint', () => {
    const names = items.map((item) => item.name.trim().toLowerCase());
    expect(new Set(names).size).toBe(items.length);
    for (const item of items) expect(String(field(item, game.hintField) ?? '').trim()).not.toBe('');
  });

  test('no two items look the same in every category and in the hint', () => {
    const signature = (item: object) =>
      JSON.stringify([...game.categories.map((c) => displayValue(c, field(item, c.key))), field(item, game.hintField)]);
    const seen = new Map<string, string>();
    for (const item of items) {
      const key = signature(item);
      expect([item.name, seen.get(key)]).toEqual([item.name, undefined]);
      seen.set(key, item.name);
    }
  });
});

test.each<[GameId, string, number]>([
  ['bible-books', 'genre', 7],
  ['bible-books', 'audience', 5],
  ['bible-books', 'testament', 2],
  ['subnautica-creatures', 'biome', 9],
  ['aoe2-units', 'building', 10],
  ['aoe2-units', 'unit_type', 7],
  ['aoe2-units', 'age', 4],
  ['pokemon', 'type1', 15],
  ['slay-the-spire', 'class', 5],
])('%s %s has %i filter options', (gameId, key, count) => {
  expect(directoryFilters(getGame(gameId)!).find((g) => g.key === key)!.options).toHaveLength(count);
});
