/** @jest-environment node */
import { itemNames } from '@/lib/games/items';
import { nameKey } from '@/lib/games/name-key';
import { GAME_IDS_IN_SPEC_ORDER } from '@/lib/games/registry';
import { matchName, suggest } from '@/lib/games/suggest';

/** How a player might type a name without bothering: no accents, no spaces, no punctuation, lower case. */
const bareTyping = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s\p{P}]/gu, '');

describe('nameKey: case, spaces, punctuation and accents do not count', () => {
  test.each([
    ['Mr. Mime', 'mrmime'],
    ["Farfetch'd", 'farfetchd'],
    ['J.A.X.', 'jax'],
    ['Man-at-Arms', 'manatarms'],
    ['All-Out Attack', 'alloutattack'],
    ['Pokémon', 'pokemon'],
    ['Flabébé', 'flabebe'],
    ['  1 John ', '1john'],
    ['ＰＩＫＡＣＨＵ', 'pikachu'], // full-width, as some keyboards type
    ['Nidoran♀', 'nidoranf'],
    ['Nidoran♂', 'nidoranm'],
    ['Nidoran ♀️', 'nidoranf'], // the emoji form, with its variation selector
  ])('%j → %j', (name, key) => {
    expect(nameKey(name)).toBe(key);
  });

  test('text with no letter or digit has an empty key', () => {
    expect(nameKey(" .-' ")).toBe('');
  });
});

describe('the examples of issue 30', () => {
  const pokemon = itemNames('pokemon');
  const cards = itemNames('slay-the-spire');
  const units = itemNames('aoe2-units');

  test('mr mime suggests Mr. Mime; farfetchd is Farfetch’d', () => {
    expect(suggest(pokemon, 'mr mime', [])).toEqual(['Mr. Mime']);
    expect(suggest(pokemon, 'farfetchd', [])).toEqual(["Farfetch'd"]);
    expect(matchName(pokemon, 'mr mime')).toBe('Mr. Mime');
    expect(matchName(pokemon, 'farfetchd')).toBe("Farfetch'd");
  });

  test('jax, all out and follow up find their Slay the Spire cards', () => {
    expect(suggest(cards, 'jax', [])).toEqual(['J.A.X.']);
    expect(matchName(cards, 'jax')).toBe('J.A.X.');
    expect(suggest(cards, 'all out', [])).toEqual(['All-Out Attack']);
    expect(matchName(cards, 'all out')).toBeUndefined(); // a prefix, not the name
    expect(suggest(cards, 'follow up', [])).toEqual(['Follow-Up']);
    expect(matchName(cards, 'Follow Up')).toBe('Follow-Up');
  });

  test('man at arms is Man-at-Arms', () => {
    expect(suggest(units, 'man at arms', [])).toEqual(['Man-at-Arms']);
    expect(matchName(units, 'man at arms')).toBe('Man-at-Arms');
  });

  test('pokemon finds names written Pokémon, and accents typed where the name has none still match', () => {
    const names = ['Pokémon Center', 'Poke Ball', 'Team Pokémon', 'Pokedex'];
    expect(suggest(names, 'pokemon', [])).toEqual(['Pokémon Center', 'Team Pokémon']);
    expect(matchName(names, 'pokédex')).toBe('Pokedex');
  });

  test('Nidoran♀ and Nidoran♂ stay apart: nidoran lists both, and only a sign or f/m picks one', () => {
    expect(suggest(pokemon, 'nidoran', [])).toEqual(['Nidoran♀', 'Nidoran♂']);
    expect(matchName(pokemon, 'nidoran')).toBeUndefined();
    expect(matchName(pokemon, 'Nidoran F')).toBe('Nidoran♀');
    expect(matchName(pokemon, 'nidoran♂')).toBe('Nidoran♂');
    expect(suggest(pokemon, 'nidoran', ['Nidoran♀'])).toEqual(['Nidoran♂']);
  });
});

describe.each(GAME_IDS_IN_SPEC_ORDER)('every %s item', (game) => {
  const names = itemNames(game);

  test('is found by its name typed without punctuation, spaces, accents or capitals, in the list and by Enter', () => {
    const missed = names.filter((name) => !suggest(names, bareTyping(name), []).includes(name) || matchName(names, bareTyping(name)) !== name);
    expect(missed).toEqual([]);
  });

  test('is found by Enter as written, in capitals, and with spaces around it', () => {
    const missed = names.filter((name) => matchName(names, name) !== name || matchName(names, ` ${name.toUpperCase()} `) !== name);
    expect(missed).toEqual([]);
  });

  test('has a key of its own (no two items of the game normalise alike)', () => {
    const byKey = new Map<string, string[]>();
    for (const name of names) byKey.set(nameKey(name), [...(byKey.get(nameKey(name)) ?? []), name]);
    expect([...byKey.values()].filter((same) => same.length > 1)).toEqual([]);
    expect(byKey.has('')).toBe(false);
  });
});

describe('a tie (two names with one key, which no game has today; lib/games/DATA.md)', () => {
  const names = ['Ho-Oh', 'Hooh', 'Horsea'];

  test('both are suggested; Enter takes the one spelled as typed, and neither when the spelling is neither', () => {
    expect(suggest(names, 'ho oh', [])).toEqual(['Ho-Oh', 'Hooh']);
    expect(matchName(names, 'HO-OH')).toBe('Ho-Oh');
    expect(matchName(names, 'hooh')).toBe('Hooh');
    expect(matchName(names, 'ho oh')).toBeUndefined();
  });

  test('guessing one leaves the other suggested', () => {
    expect(suggest(names, 'hooh', ['Ho-Oh'])).toEqual(['Hooh']);
  });
});
