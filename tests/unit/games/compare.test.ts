/** @jest-environment node */
import fc from 'fast-check';
import { compareItems, compareValue, displayValue, isWin } from '@/lib/games/compare';
import { getItems } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import { GAME_IDS, type CellResult, type GameId } from '@/lib/games/types';
import { realItem } from './item-fixtures';

type Row = [GameId, string, string, Record<string, CellResult>];

const C = 'correct';
const P = 'partial';
const UP = 'partial-up';
const DOWN = 'partial-down';
const X = 'incorrect';

// [game, guess, secret, expected result of every category]
const rows: Row[] = [
  ['bible-books', 'Genesis', 'Exodus', { testament: C, genre: C, author: C, chapter_count: DOWN, audience: C }],
  ['bible-books', 'Matthew', 'Genesis', { testament: X, genre: X, author: X, chapter_count: UP, audience: C }],
  ['bible-books', 'Jude', 'Revelation', { testament: C, genre: X, author: X, chapter_count: UP, audience: C }],
  ['slay-the-spire', 'Whirlwind', 'Skewer', { class: X, type: C, cost: C, keywords: C, target: X, rarity: C }],
  ['slay-the-spire', 'Reflex', 'Deus Ex Machina', { class: X, type: C, cost: C, keywords: P, target: X, rarity: X }],
  ['slay-the-spire', 'Armaments', 'Shrug It Off', { class: C, type: C, cost: C, keywords: P, target: C, rarity: C }],
  ['slay-the-spire', 'Bash', 'Whirlwind', { class: C, type: C, cost: X, keywords: X, target: X, rarity: X }],
  ['slay-the-spire', 'Flex', 'Inflame', { class: C, type: X, cost: X, keywords: C, target: C, rarity: X }],
  ['slay-the-spire', 'Iron Wave', 'Defragment', { class: X, type: X, cost: C, keywords: X, target: X, rarity: X }],
  ['subnautica-creatures', 'Stalker', 'Reaper Leviathan', { size: X, behavior: X, biome: X, diet: C, edible: C }],
  ['subnautica-creatures', 'Peeper', 'Stalker', { size: X, behavior: X, biome: X, diet: X, edible: X }],
  ['aoe2-units', 'Knight', 'Archer', { age: X, unit_type: X, building: X, range: X, cost: P }],
  ['aoe2-units', 'Villager', 'Fishing Ship', { age: C, unit_type: X, building: X, range: C, cost: X }],
  ['aoe2-units', 'Militia', 'Knight', { age: X, unit_type: X, building: X, range: C, cost: C }],
  ['aoe2-units', 'Skirmisher', 'Archer', { age: C, unit_type: C, building: C, range: C, cost: P }],
  ['pokemon', 'Charmander', 'Squirtle', { type1: X, type2: C, color: X, evolution_stage: C, evolution_method: C, height_m: DOWN, weight_kg: UP }],
  ['pokemon', 'Pikachu', 'Raichu', { type1: C, type2: C, color: C, evolution_stage: X, evolution_method: X, height_m: UP, weight_kg: UP }],
  ['pokemon', 'Gengar', 'Haunter', { type1: C, type2: C, color: C, evolution_stage: X, evolution_method: X, height_m: UP, weight_kg: DOWN }],
  ['pokemon', 'Onix', 'Diglett', { type1: X, type2: X, color: X, evolution_stage: C, evolution_method: C, height_m: DOWN, weight_kg: DOWN }],
];

describe('compareItems on real items', () => {
  test.each(rows)('%s: %s guessed, %s secret', (gameId, guess, secret, expected) => {
    const game = getGame(gameId)!;
    expect(compareItems(game, realItem(gameId, guess), realItem(gameId, secret))).toEqual(expected);
  });

  test('the tables cover every category of every game', () => {
    for (const id of GAME_IDS) {
      const keys = getGame(id)!.categories.map((category) => category.key);
      for (const [, , , expected] of rows.filter(([gameId]) => gameId === id)) expect(Object.keys(expected)).toEqual(keys);
    }
  });
});

describe('compareValue edge cases', () => {
  test.each<[Parameters<typeof compareValue>, CellResult]>([
    [['number', 3, 3], C],
    [['number', 1, 150], UP],
    [['number', 150, 1], DOWN],
    [['number', 0.1, 0.2], UP],
    [['sts-cost', 'X', 'X'], C],
    [['sts-cost', 'X', 1], X],
    [['sts-cost', 1, 'X'], X],
    [['sts-cost', null, -2], C],
    [['sts-cost', -2, null], C],
    [['sts-cost', null, 0], X],
    [['sts-cost', -2, 'X'], X],
    [['sts-cost', 0, 0], C],
    [['list', ['Block', 'Draw'], ['Draw', 'Block']], C],
    [['list', ['Block', 'Draw'], ['Block']], P],
    [['list', ['Block'], ['Focus']], X],
    [['list', [], []], C],
    [['list', [], ['Block']], X],
    [['split-list', 'Food/Gold', 'Wood/Gold', '/'], P],
    [['split-list', 'Food', 'Wood', '/'], X],
    [['split-list', 'Food/Gold', 'Food/Gold', '/'], C],
    [['split-list', 'Gold/Food', 'Food / Gold', '/'], C],
    [['split-list', 'Red, Blue', 'Blue', ','], P],
    [['split-list', 'Blue, Red', 'Red,Blue', ','], C],
    [['split-list', 'Red', 'Blue', ','], X],
    [['exact', null, null], C],
    [['exact', '', null], C], // both display as None
    [['exact', undefined, null], C],
    [['exact', 'Poison', null], X],
    [['exact', null, 'Poison'], X],
    [['exact', 'Castle', 'Castle'], C],
    [['exact', 'castle', 'Castle'], X],
    [['exact', 2.5, 2.5], C],
    [['exact', 0, 4], X],
  ])('compareValue(%j) is %s', (args, expected) => {
    expect(compareValue(...args)).toBe(expected);
  });

  test('number: swapping guess and secret swaps up and down', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ noNaN: true, noDefaultInfinity: true }), (a, b) => {
        const mirrored: Record<CellResult, CellResult> = { correct: C, 'partial-up': DOWN, 'partial-down': UP, partial: P, incorrect: X };
        expect(compareValue('number', b, a)).toBe(mirrored[compareValue('number', a, b)]);
      }),
    );
  });
});

describe('compareItems on the same item', () => {
  test('every category is correct when the guess is the secret, for any item of any game', () => {
    const pick = fc.constantFrom(...GAME_IDS).chain((id) => fc.tuple(fc.constant(id), fc.nat({ max: getItems(id).length - 1 })));
    fc.assert(
      fc.property(pick, ([id, index]) => {
        const item = getItems(id)[index];
        const results = Object.values(compareItems(getGame(id)!, item, item));
        expect(results.length).toBe(getGame(id)!.categories.length);
        expect(results.every((result) => result === 'correct')).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});

test('isWin compares names ignoring case and surrounding spaces', () => {
  expect(isWin('  mr. mime ', 'Mr. Mime')).toBe(true);
  expect(isWin('Mr. Mim', 'Mr. Mime')).toBe(false);
});

describe('displayValue', () => {
  const category = (gameId: GameId, key: string) => getGame(gameId)!.categories.find((c) => c.key === key)!;

  test.each<[GameId, string, unknown, string]>([
    ['pokemon', 'type2', null, 'None'],
    ['pokemon', 'type2', 'Poison', 'Poison'],
    ['pokemon', 'height_m', 1.7, '1.7 m'],
    ['pokemon', 'weight_kg', 0.1, '0.1 kg'],
    ['pokemon', 'evolution_stage', 2, '2'],
    ['slay-the-spire', 'keywords', [], 'None'],
    ['slay-the-spire', 'keywords', ['Block', 'Draw'], 'Block, Draw'],
    ['slay-the-spire', 'cost', 'X', 'X'],
    ['slay-the-spire', 'cost', null, 'Unplayable'],
    ['slay-the-spire', 'cost', -2, 'Unplayable'],
    ['slay-the-spire', 'cost', 0, '0'],
    ['subnautica-creatures', 'edible', 'Yes', 'Yes'],
    ['subnautica-creatures', 'diet', '', 'None'],
    ['aoe2-units', 'cost', 'Food/Gold', 'Food/Gold'],
    ['aoe2-units', 'range', 0, '0'],
  ])('%s %s %j shows as %s', (gameId, key, value, expected) => {
    expect(displayValue(category(gameId, key), value)).toBe(expected);
  });
});
