/** @jest-environment node */
import { aoe2UnitsConfig } from '@/lib/games/aoe2-units/config';
import { filtersStorageKey } from '@/lib/games/filters';
import type { CategoryConfig } from '@/lib/games/game-config';
import { hashString } from '@/lib/games/hash';
import { GAME_IDS_IN_SPEC_ORDER, GAMES, gameNotFoundText, getGame, isGameId } from '@/lib/games/registry';
import type { GameId } from '@/lib/games/types';

// Values from game-side §1, §2, §3 and §9.
const expected: Record<GameId, Record<string, unknown>> = {
  'bible-books': {
    title: 'Books of the Bible', category: 'Religious Knowledge', streakKey: 'bibleBooksStreak', dailyKey: 'dailyBibleBooks',
    sessionStorageKey: 'bibleBooksDirectoryFiltersV1', dailyDataField: 'book', itemsArrayField: 'allBooks',
    placeholderText: 'Type book name...', directoryButtonText: 'View Books', icon: 'cross', hintField: 'verse',
    colors: { primary: '#F5E6D3', secondary: '#FFF8E7', text: '#8B4513' }, showHintAfterWin: true,
    emptyDirectoryText: 'No books match the current filters.',
  },
  'slay-the-spire': {
    title: 'Slay the Spire cards', category: 'Deck-Building Cards', streakKey: 'stsStreak', dailyKey: 'dailySlayTheSpire',
    sessionStorageKey: 'stsCardDirectoryFiltersV2', dailyDataField: 'card', itemsArrayField: 'allCards',
    placeholderText: 'Type card name...', directoryButtonText: 'View Card Directory', icon: 'card-random', hintField: 'description',
    colors: { primary: '#8B0000', secondary: '#CD5C5C', text: '#FFFFFF' }, showHintAfterWin: true,
    emptyDirectoryText: 'No cards match the current filters.',
  },
  'subnautica-creatures': {
    title: 'Subnautica creatures', category: 'Ocean Creatures', streakKey: 'subnauticaCreaturesStreak',
    dailyKey: 'dailySubnauticaCreatures', sessionStorageKey: 'subnauticaCreaturesDirectoryFiltersV1', dailyDataField: 'creature',
    itemsArrayField: 'allCreatures', placeholderText: 'Type creature name...', directoryButtonText: 'View Creatures',
    icon: 'angler-fish', hintField: 'description', colors: { primary: '#006994', secondary: '#40E0D0', text: '#FFFFFF' },
    showHintAfterWin: true, emptyDirectoryText: 'No cards match the current filters.',
  },
  'aoe2-units': {
    title: 'Age of Empires II units', category: 'RTS Units', streakKey: 'aoe2UnitsStreak', dailyKey: 'dailyAoe2Units',
    dailyDataField: 'unit', itemsArrayField: 'allUnits', placeholderText: 'Type unit name...', directoryButtonText: 'View Units',
    icon: 'sword-wound', hintField: 'hint', hintLabel: 'Exact cost', colors: { primary: '#8B4513', secondary: '#A0522D', text: '#FFFFFF' },
    showHintAfterWin: false, emptyDirectoryText: 'No cards match the current filters.',
  },
  pokemon: {
    title: 'Pokemon (original 151)', category: 'Pokemon', streakKey: 'pokemonStreak', dailyKey: 'dailyPokemon',
    sessionStorageKey: 'pokemonDirectoryFiltersV1', dailyDataField: 'pokemon', itemsArrayField: 'allPokemon',
    placeholderText: 'Type pokemon name...', directoryButtonText: 'Pokemon Directory', icon: 'pokeball', hintField: 'hint',
    colors: { primary: '#FFCB05', secondary: '#CC0000', text: '#FFFFFF' }, showHintAfterWin: true, itemNameSingular: 'pokemon',
    emptyDirectoryText: 'No cards match the current filters.',
  },
};

describe('registry', () => {
  test('lists the five games sorted by title', () => {
    expect(GAMES.map((game) => game.title)).toEqual([
      'Age of Empires II units',
      'Books of the Bible',
      'Pokemon (original 151)',
      'Slay the Spire cards',
      'Subnautica creatures',
    ]);
  });

  test.each(Object.entries(expected))('%s has the spec values', (id, values) => {
    const game = getGame(id)!;
    expect(game).toMatchObject({ id, ...values });
    expect(game).toMatchObject({
      route: `/solve/${id}`,
      apiEndpoint: `/api/cards/${id}`,
      dailyApiEndpoint: `/api/daily/${id}`,
      hintUnlockAttempts: 5,
    });
    expect(game.itemNameSingular !== undefined).toBe(id === 'pokemon');
  });

  test('the Bible categories are labelled as in the spec', () => {
    expect(getGame('bible-books')!.categories.map((c) => c.label)).toEqual(['Testament', 'Genre', 'Primary Author', 'Chapters', 'Audience']);
  });

  test('unknown ids', () => {
    expect(getGame('chess')).toBeUndefined();
    expect(getGame('Pokemon')).toBeUndefined();
    expect(isGameId('pokemon')).toBe(true);
    expect(isGameId('chess')).toBe(false);
    expect(isGameId(undefined)).toBe(false);
    expect(GAME_IDS_IN_SPEC_ORDER).toEqual(['slay-the-spire', 'bible-books', 'subnautica-creatures', 'aoe2-units', 'pokemon']);
    expect(gameNotFoundText('chess')).toBe(
      'The game configuration for "chess" was not found. Valid games: slay-the-spire, bible-books, subnautica-creatures, aoe2-units, pokemon.',
    );
  });
});

describe('AoE2 filter storage key', () => {
  const withOptions = (labels: string[]): CategoryConfig[] => [
    { key: 'age', label: 'Age', rule: 'exact', values: labels, filter: { label: 'Ages', options: labels.map((label) => ({ label, fields: ['age'], equals: [label] })) } },
  ];

  test('hashString is 32-bit FNV-1a', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('foobar')).toBe(0xbf9cf968);
  });

  test('the key is derived from the filter options and changes when they change', () => {
    const base = filtersStorageKey('aoe2UnitsDirectoryFilters', withOptions(['Dark', 'Feudal']));
    expect(base).toMatch(/^aoe2UnitsDirectoryFilters_[0-9a-z]+$/);
    expect(filtersStorageKey('aoe2UnitsDirectoryFilters', withOptions(['Dark', 'Feudal']))).toBe(base);
    expect(filtersStorageKey('aoe2UnitsDirectoryFilters', withOptions(['Dark', 'Feudal', 'Castle']))).not.toBe(base);
    expect(filtersStorageKey('aoe2UnitsDirectoryFilters', withOptions(['Dark', 'Feudal Age']))).not.toBe(base);
    expect(aoe2UnitsConfig.sessionStorageKey).toBe(filtersStorageKey('aoe2UnitsDirectoryFilters', aoe2UnitsConfig.categories));
  });
});
