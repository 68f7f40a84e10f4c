/** @jest-environment node */
import { directoryFilters, filterItems, fullFilterSelection, matchesFilterOption } from '@/lib/games/filters';
import { getItems } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import type { GameId } from '@/lib/games/types';

const option = (gameId: GameId, groupLabel: string, label: string) =>
  directoryFilters(getGame(gameId)!).find((g) => g.label === groupLabel)!.options.find((o) => o.label === label)!;

describe('directory filters', () => {
  test('each game has the groups of game-side §9', () => {
    const groups = (id: GameId) => directoryFilters(getGame(id)!).map((g) => g.label);
    expect(groups('bible-books')).toEqual(['Testament', 'Genre', 'Audience']);
    expect(groups('slay-the-spire')).toEqual(['Classes', 'Types', 'Costs']);
    expect(groups('subnautica-creatures')).toEqual(['Size', 'Behavior', 'Biome']);
    expect(groups('aoe2-units')).toEqual(['Ages', 'Unit types', 'Buildings']);
    expect(groups('pokemon')).toEqual(['Types', 'Stages', 'Methods']);
    expect(directoryFilters(getGame('slay-the-spire')!)[2].options.map((o) => o.label)).toEqual(['0', '1', '2', '3+', 'X', 'Unplayable']);
  });

  test.each<[string, unknown, boolean]>([
    ['3+', 3, true],
    ['3+', 5, true],
    ['3+', 2, false],
    ['3+', 'X', false],
    ['X', 'X', true],
    ['Unplayable', null, true],
    ['Unplayable', -2, true],
    ['Unplayable', 0, false],
    ['0', 0, true],
    ['0', null, false],
  ])('Slay the Spire cost option %s with cost %j: %s', (label, cost, matches) => {
    expect(matchesFilterOption(option('slay-the-spire', 'Costs', label), { cost })).toBe(matches);
  });

  test('a Pokemon type option matches type1 or type2', () => {
    const flying = option('pokemon', 'Types', 'Flying');
    expect(matchesFilterOption(flying, { type1: 'Normal', type2: 'Flying' })).toBe(true);
    expect(matchesFilterOption(flying, { type1: 'Flying', type2: null })).toBe(true);
    expect(matchesFilterOption(flying, { type1: 'Normal', type2: null })).toBe(false);
  });

  test('full selection keeps everything, an empty group matches nothing, an absent group is ignored', () => {
    const game = getGame('bible-books')!;
    const books = getItems('bible-books');
    const full = fullFilterSelection(game);
    expect(filterItems(game, books, full)).toHaveLength(books.length);
    expect(filterItems(game, books, { ...full, genre: [] })).toEqual([]);
    expect(filterItems(game, books, {})).toHaveLength(books.length);
    const gospels = filterItems(game, books, { ...full, genre: ['Gospel'], testament: ['New'] });
    expect(gospels.map((b) => b.name)).toEqual(['Matthew', 'Mark', 'Luke', 'John']);
    expect(filterItems(game, books, { genre: ['Gospel'], testament: ['Old'] })).toEqual([]);
  });

  test('the config is plain data that survives JSON (safe to pass to client components)', () => {
    const game = getGame('slay-the-spire')!;
    expect(JSON.parse(JSON.stringify(game))).toEqual(game);
  });
});
