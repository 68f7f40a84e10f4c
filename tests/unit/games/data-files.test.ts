/** Checks the generated lib/games/<game>/items.json files (npm run data:convert) against the spec. */
import type { Aoe2Unit, BibleBook, Pokemon, SlayTheSpireCard, SubnauticaCreature } from '@/lib/games/types';
import bibleJson from '@/lib/games/bible-books/items.json';
import stsJson from '@/lib/games/slay-the-spire/items.json';
import subnauticaJson from '@/lib/games/subnautica-creatures/items.json';
import aoe2Json from '@/lib/games/aoe2-units/items.json';
import pokemonJson from '@/lib/games/pokemon/items.json';

const bible = bibleJson as unknown as BibleBook[];
const sts = stsJson as unknown as SlayTheSpireCard[];
const subnautica = subnauticaJson as unknown as SubnauticaCreature[];
const aoe2 = aoe2Json as unknown as Aoe2Unit[];
const pokemon = pokemonJson as unknown as Pokemon[];

type Kind = 'string' | 'int' | 'number' | 'string|null' | 'string[]' | 'cost';
const isKind: Record<Kind, (v: unknown) => boolean> = {
  string: (v) => typeof v === 'string' && v.trim() !== '',
  int: (v) => Number.isInteger(v),
  number: (v) => typeof v === 'number' && Number.isFinite(v),
  'string|null': (v) => v === null || (typeof v === 'string' && v !== ''),
  'string[]': (v) => Array.isArray(v) && v.every((s) => typeof s === 'string'),
  cost: (v) => v === null || v === 'X' || Number.isInteger(v),
};

// Per game: items, the interface's fields in order, the categories and the hint.
const GAMES: Record<string, { items: object[]; fields: Record<string, Kind>; categories: string[]; hint: string }> = {
  'bible-books': {
    items: bible,
    fields: { name: 'string', verse: 'string', testament: 'string', genre: 'string', author: 'string', chapter_count: 'int', audience: 'string' },
    categories: ['testament', 'genre', 'author', 'chapter_count', 'audience'],
    hint: 'verse',
  },
  'slay-the-spire': {
    items: sts,
    fields: { name: 'string', class: 'string', type: 'string', cost: 'cost', keywords: 'string[]', target: 'string', rarity: 'string', description: 'string' },
    categories: ['class', 'type', 'cost', 'keywords', 'target', 'rarity'],
    hint: 'description',
  },
  'subnautica-creatures': {
    items: subnautica,
    fields: { name: 'string', size: 'string', behavior: 'string', biome: 'string', diet: 'string', edible: 'string', description: 'string' },
    categories: ['size', 'behavior', 'biome', 'diet', 'edible'],
    hint: 'description',
  },
  'aoe2-units': {
    items: aoe2,
    fields: { name: 'string', age: 'string', unit_type: 'string', building: 'string', range: 'number', cost: 'string', hint: 'string' },
    categories: ['age', 'unit_type', 'building', 'range', 'cost'],
    hint: 'hint',
  },
  pokemon: {
    items: pokemon,
    fields: {
      name: 'string', pokedex_number: 'int', type1: 'string', type2: 'string|null', color: 'string', evolution_stage: 'int',
      evolution_method: 'string', height_m: 'number', weight_kg: 'number', hint: 'string',
    },
    categories: ['type1', 'type2', 'color', 'evolution_stage', 'evolution_method', 'height_m', 'weight_kg'],
    hint: 'hint',
  },
};

const distinct = <T>(values: T[]) => [...new Set(values)].sort();
const within = <T>(values: T[], allowed: T[]) => values.filter((v) => !allowed.includes(v));
const find = <T extends { name: string }>(items: T[], name: string) => {
  const item = items.find((i) => i.name === name);
  if (!item) throw new Error(`${name} is missing`);
  return item;
};

describe('generated game data files', () => {
  it('have the expected item counts', () => {
    expect([bible.length, sts.length, subnautica.length, aoe2.length, pokemon.length]).toEqual([66, 340, 51, 211, 151]);
  });

  describe.each(Object.entries(GAMES))('%s', (_id, { items, fields, categories, hint }) => {
    it('has unique, non-empty names (case-insensitive)', () => {
      const names = items.map((i) => String((i as { name: unknown }).name).trim().toLowerCase());
      expect(names.filter((n) => n === '')).toEqual([]);
      expect(new Set(names).size).toBe(items.length);
    });

    it('has exactly the interface fields, in order, with the right JS types', () => {
      for (const item of items as Record<string, unknown>[]) {
        expect(Object.keys(item)).toEqual(Object.keys(fields));
        const wrong = Object.entries(fields).filter(([field, kind]) => !isKind[kind](item[field]));
        expect(wrong.map(([field]) => `${item.name}.${field}`)).toEqual([]);
      }
    });

    it('has no two items identical in every category and in the hint', () => {
      const keys = (items as Record<string, unknown>[]).map((i) => JSON.stringify([...categories, hint].map((c) => i[c])));
      expect(new Set(keys).size).toBe(items.length);
    });
  });

  it('Bible books: testaments, genres, audiences, chapters and facts', () => {
    expect(bible.filter((b) => b.testament === 'Old')).toHaveLength(39);
    expect(bible.filter((b) => b.testament === 'New')).toHaveLength(27);
    expect(distinct(bible.map((b) => b.genre))).toEqual(['Apocalyptic', 'Epistle', 'Gospel', 'History', 'Law', 'Prophecy', 'Wisdom']);
    expect(distinct(bible.map((b) => b.audience))).toEqual(['All Nations', 'Individual', 'Israel', 'Nineveh', 'The Church']);
    expect(bible.filter((b) => b.chapter_count < 1 || b.chapter_count > 150)).toEqual([]);
    expect(find(bible, 'Genesis')).toMatchObject({ chapter_count: 50, author: 'Moses', genre: 'Law', testament: 'Old' });
    expect(find(bible, 'Psalms').chapter_count).toBe(150);
    expect(find(bible, 'Jonah').audience).toBe('Nineveh');
    expect(find(bible, 'Revelation')).toMatchObject({ testament: 'New', genre: 'Apocalyptic', chapter_count: 22 });
  });

  it('Pokemon: the 15 generation-1 types, stages, methods, ranges and facts', () => {
    const types = distinct(pokemon.flatMap((p) => [p.type1, p.type2]).filter((t): t is string => t !== null));
    expect(types).toEqual(['Bug', 'Dragon', 'Electric', 'Fighting', 'Fire', 'Flying', 'Ghost', 'Grass', 'Ground', 'Ice', 'Normal', 'Poison', 'Psychic', 'Rock', 'Water']);
    expect(pokemon.map((p) => p.pokedex_number)).toEqual(Array.from({ length: 151 }, (_, i) => i + 1));
    expect(pokemon.filter((p) => p.type2 === p.type1)).toEqual([]);
    expect(within(pokemon.map((p) => p.evolution_stage), [1, 2, 3])).toEqual([]);
    expect(within(pokemon.map((p) => p.evolution_method), ['None', 'Level', 'Stone', 'Trade'])).toEqual([]);
    expect(pokemon.filter((p) => (p.evolution_stage === 1) !== (p.evolution_method === 'None'))).toEqual([]);
    expect(pokemon.filter((p) => p.height_m < 0.1 || p.height_m > 20 || p.weight_kg < 0.1 || p.weight_kg > 999.9)).toEqual([]);
    expect(find(pokemon, 'Pikachu')).toMatchObject({ type1: 'Electric', type2: null, evolution_stage: 1, evolution_method: 'None' });
    expect(find(pokemon, 'Charizard')).toMatchObject({ type1: 'Fire', type2: 'Flying', evolution_stage: 3 });
    expect(find(pokemon, 'Alakazam').evolution_method).toBe('Trade');
    expect(find(pokemon, 'Snorlax').weight_kg).toBe(460);
  });

  it('Subnautica: nine biomes, sizes, behaviours and facts', () => {
    expect(distinct(subnautica.map((c) => c.biome))).toHaveLength(9);
    expect(within(subnautica.map((c) => c.size), ['Small', 'Medium', 'Large', 'Leviathan'])).toEqual([]);
    expect(within(subnautica.map((c) => c.behavior), ['Passive', 'Conditional', 'Aggressive', 'Ruthless'])).toEqual([]);
    expect(find(subnautica, 'Reaper Leviathan')).toMatchObject({ size: 'Leviathan', behavior: 'Ruthless', diet: 'Carnivore', edible: 'No' });
    expect(find(subnautica, 'Peeper')).toMatchObject({ size: 'Small', behavior: 'Passive', biome: 'Safe Shallows', edible: 'Yes' });
    expect(find(subnautica, 'Stalker')).toMatchObject({ behavior: 'Aggressive', biome: 'Kelp Forest' });
  });

  it('AoE2: ten buildings, ages, unit types, ranges, costs and facts', () => {
    expect(distinct(aoe2.map((u) => u.building))).toHaveLength(10);
    expect(within(aoe2.map((u) => u.age), ['Dark', 'Feudal', 'Castle', 'Imperial'])).toEqual([]);
    expect(within(aoe2.map((u) => u.unit_type), ['Infantry', 'Archer', 'Cavalry', 'Siege', 'Ship', 'Monk', 'Civilian'])).toEqual([]);
    expect(aoe2.filter((u) => u.range < 0 || u.range > 16)).toEqual([]);
    // cost lists the resources of the exact cost in the hint, in the same order.
    expect(aoe2.filter((u) => u.hint.split(', ').map((part) => part.split(' ')[1]).join('/') !== u.cost)).toEqual([]);
    expect(find(aoe2, 'Knight')).toMatchObject({ cost: 'Food/Gold', building: 'Stable', age: 'Castle', unit_type: 'Cavalry', hint: '60 Food, 75 Gold' });
    expect(find(aoe2, 'Trebuchet')).toMatchObject({ range: 16, building: 'Castle', unit_type: 'Siege' });
    expect(find(aoe2, 'Villager')).toMatchObject({ age: 'Dark', building: 'Town Center', cost: 'Food' });
    expect(find(aoe2, 'Archer')).toMatchObject({ age: 'Feudal', building: 'Archery Range', range: 4, cost: 'Wood/Gold' });
    expect(find(aoe2, 'Warrior Priest').building).toBe('Monastery');
  });

  it('Slay the Spire: classes, types, costs, keywords and facts', () => {
    expect(within(sts.map((c) => c.class), ['Ironclad', 'Silent', 'Defect', 'Watcher', 'Colorless'])).toEqual([]);
    expect(distinct(sts.map((c) => c.type))).toEqual(['Attack', 'Power', 'Skill']);
    expect(sts.filter((c) => typeof c.cost === 'number' && c.cost < 0)).toEqual([]);
    expect(sts.filter((c) => c.keywords.join('|') !== [...c.keywords].sort().join('|'))).toEqual([]);
    expect(find(sts, 'Bash')).toMatchObject({ class: 'Ironclad', type: 'Attack', cost: 2 });
    expect(find(sts, 'Whirlwind')).toMatchObject({ class: 'Ironclad', cost: 'X', target: 'All Enemies' });
    expect(find(sts, 'Reflex')).toMatchObject({ class: 'Silent', cost: null });
    expect(find(sts, 'Neutralize')).toMatchObject({ class: 'Silent', type: 'Attack', cost: 0, rarity: 'Basic' });
  });
});
