/**
 * What scripts/convert-data.mjs needs to know about each game: the source file, the fields of the
 * matching interface in lib/games/types.ts (in order), the categories and hint compared for
 * indistinguishable items, the value sets and ranges of spec §9, provenance for DATA.md, and the
 * explicit override list for wrong facts. `distinct` gives the exact number of distinct values a
 * field must have after conversion (spec §9: nine biomes, ten buildings).
 *
 * Field types: 'str' non-empty string, 'str?' non-empty string or null ('None' and '' become null),
 * 'int' integer, 'num' finite number, 'str[]' list of distinct non-empty strings (sorted on output),
 * 'cost' Slay the Spire cost: integer >= 0, 'X', or null (-2 becomes null).
 *
 * Overrides: { 'Item name': { field: value } }, applied to the source record before any check.
 * Use them only for facts that are wrong upstream, and report each one back to ../shared/data.
 * An override that names no item fails the run, so stale entries cannot linger.
 */

export const GAMES = [
  {
    id: 'bible-books',
    title: 'Bible books',
    file: 'bible-books/bible-books.json',
    fields: { name: 'str', verse: 'str', testament: 'str', genre: 'str', author: 'str', chapter_count: 'int', audience: 'str' },
    categories: ['testament', 'genre', 'author', 'chapter_count', 'audience'],
    hint: 'verse',
    expectedCount: 66,
    allowed: {
      testament: ['Old', 'New'],
      genre: ['Law', 'History', 'Wisdom', 'Prophecy', 'Gospel', 'Epistle', 'Apocalyptic'],
      audience: ['Israel', 'Nineveh', 'All Nations', 'The Church', 'Individual'],
    },
    ranges: { chapter_count: [1, 150] },
    provenance: [
      'Protestant canon of 66 books; verses are the King James Version (1769 text, public domain), cross-checked against a second KJV copy; chapter counts counted from the same text.',
      'Genre is the conventional Protestant section; author is the traditional primary author (Jewish tradition, Bava Batra 14b-15a, for the Old Testament; church tradition for the New), Unknown where tradition is weak; audience is the primary addressee.',
    ],
    notes: [],
    overrides: {},
  },
  {
    id: 'slay-the-spire',
    title: 'Slay the Spire',
    file: 'slay-the-spire/cards.json',
    fields: { name: 'str', class: 'str', type: 'str', cost: 'cost', keywords: 'str[]', target: 'str', rarity: 'str', description: 'str' },
    categories: ['class', 'type', 'cost', 'keywords', 'target', 'rarity'],
    hint: 'description',
    allowed: {
      class: ['Ironclad', 'Silent', 'Defect', 'Watcher', 'Colorless'],
      type: ['Attack', 'Skill', 'Power'],
    },
    ranges: {},
    provenance: [
      "The base game's card library and its English localisation (v2.3), base (un-upgraded) values; cross-checked against an in-game export of the current game and an older community card list.",
      'Curses, statuses and the Wish choice cards are excluded; Strike and Defend (one per class, duplicate names) were dropped upstream.',
    ],
    notes: ['Cost -2 (unplayable) is written as null; keywords are sorted.'],
    overrides: {},
  },
  {
    id: 'subnautica-creatures',
    title: 'Subnautica creatures',
    file: 'subnautica-creatures/subnautica-creatures.json',
    fields: { name: 'str', size: 'str', behavior: 'str', biome: 'str', diet: 'str', edible: 'str', description: 'str' },
    categories: ['size', 'behavior', 'biome', 'diet', 'edible'],
    hint: 'description',
    allowed: {
      size: ['Small', 'Medium', 'Large', 'Leviathan'],
      behavior: ['Passive', 'Conditional', 'Aggressive', 'Ruthless'],
    },
    distinct: { biome: 9 },
    ranges: {},
    provenance: [
      'Fauna of the original Subnautica (2018): the Subnautica Wiki (fauna tables, species and biome pages) and in-game Databank text; wiki sub-biomes folded into nine biome groups.',
      'Sizes are judgement from in-game appearance (no authoritative length table); descriptions were written for the data set.',
    ],
    notes: [],
    overrides: {},
  },
  {
    id: 'aoe2-units',
    title: 'Age of Empires II units',
    file: 'aoe2-units/units.json',
    fields: { name: 'str', age: 'str', unit_type: 'str', building: 'str', range: 'num', cost: 'str', hint: 'str' },
    categories: ['age', 'unit_type', 'building', 'range', 'cost'],
    hint: 'hint',
    // Only one fold: folding Donjon -> Castle as well would leave nine buildings (see convert-data.mjs).
    buildingFolds: { 'Fortified Church': 'Monastery' },
    distinct: { building: 10 },
    allowed: {
      age: ['Dark', 'Feudal', 'Castle', 'Imperial'],
      unit_type: ['Infantry', 'Archer', 'Cavalry', 'Siege', 'Ship', 'Monk', 'Civilian'],
    },
    ranges: { range: [0, 16] },
    provenance: [
      'Age of Empires II: Definitive Edition game data (update 170934, March 2026) as extracted by the community tech tree (SiegeEngineers/aoe2techtree): buildings, ages, base costs and ranges, without civilisation bonuses.',
      "Generic, regional and unique units of the standard civilisations; unique-unit types follow the category the game prints in each civilisation's description.",
    ],
    notes: [
      'Age (upstream rule, kept): the age in which the unit first becomes available at its building in most civilisations, the most common age over all civilisations that have it. A civilisation bonus that unlocks a unit an age early is ignored: Armenian Long Swordsmen (Feudal), Cuman rams (Feudal), Burgundian Cavaliers, Khitan Heavy Cavalry Archers and Bohemian Hand Cannoneers (Castle) do not move their unit\'s age. Each Elite version has its own age, the one in which it can first be trained (usually Imperial).',
      'Building (upstream rule, kept): a unit trained in several buildings is shown at the one where it is available earliest; a tie goes to Castle first, then Barracks, Archery Range, Stable, Siege Workshop, Dock, Monastery, Town Center, Market (the Huskarl and the Tarkan are Castle units, not Barracks or Stable ones; the Temple Guard is a Barracks unit, not a Monastery one). So the Krepost and the Settlement never appear (their units are available as early in a standard building), and the Serjeant is at the Donjon (Sicilians train it there from the Feudal Age, one age before the Castle).',
      'Range and cost (upstream rule, kept): the base game values, without Blacksmith, University or civilisation bonuses and discounts; range 0 is melee, the Monk and Missionary show their conversion range.',
      'The source has eleven buildings; spec §9 has ten. Fortified Church is folded into Monastery, because it replaces the Monastery for the Armenians (and Georgians). The Donjon is kept: folding it into Castle too would leave nine buildings, and would pair the Serjeant\'s Feudal age with a Castle.',
    ],
    overrides: {},
  },
  {
    id: 'pokemon',
    title: 'Pokemon',
    file: 'pokemon/pokemon.json',
    fields: {
      name: 'str', pokedex_number: 'int', type1: 'str', type2: 'str?', color: 'str', evolution_stage: 'int',
      evolution_method: 'str', height_m: 'num', weight_kg: 'num', hint: 'str',
    },
    categories: ['type1', 'type2', 'color', 'evolution_stage', 'evolution_method', 'height_m', 'weight_kg'],
    hint: 'hint',
    expectedCount: 151,
    allowed: { evolution_method: ['None', 'Level', 'Stone', 'Trade'] },
    ranges: { evolution_stage: [1, 3], height_m: [0.1, 20], weight_kg: [0.1, 999.9], pokedex_number: [1, 151] },
    provenance: [
      'The original 151 with Generation 1 typing (15 types), from the official Pokedex data carried by the open @pkmn/dex and Pokemon Showdown data sets (the two agree); colour is the official Pokedex colour category.',
      'Evolution stage counts only Generation 1 pre-evolutions (later baby Pokemon ignored); hints were written for the data set and never name the Pokemon.',
    ],
    notes: ['type2 is null for single-typed Pokemon.'],
    overrides: {},
  },
];
