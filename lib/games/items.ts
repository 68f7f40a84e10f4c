/**
 * The item collections. Imports every items.json (about 200 KB), so this module is meant for the server
 * and for pages that ship a whole directory; configs never import it.
 */
import aoe2Units from './aoe2-units/items.json';
import bibleBooks from './bible-books/items.json';
import pokemon from './pokemon/items.json';
import slayTheSpire from './slay-the-spire/items.json';
import subnauticaCreatures from './subnautica-creatures/items.json';
import { dailyDrawIndex } from './daily';
import type { GameId, ItemsByGame } from './types';

// JSON imports widen literals (e.g. the cost 'X' becomes string), hence the cast through unknown.
const ITEMS = {
  'bible-books': bibleBooks,
  'slay-the-spire': slayTheSpire,
  'subnautica-creatures': subnauticaCreatures,
  'aoe2-units': aoe2Units,
  pokemon,
} as unknown as { [Id in GameId]: readonly ItemsByGame[Id][] };

export function getItems<Id extends GameId>(gameId: Id): readonly ItemsByGame[Id][] {
  return ITEMS[gameId];
}

const normalise = (name: string) => name.trim().toLowerCase();

/** Each game's items by normalised name, built on first use: every guess looks one up. */
const byName = new Map<GameId, Map<string, ItemsByGame[GameId]>>();

function nameIndex<Id extends GameId>(gameId: Id): Map<string, ItemsByGame[Id]> {
  let index = byName.get(gameId);
  if (!index) {
    index = new Map();
    // The first item of a name wins, as a scan in order would find it.
    for (const item of getItems(gameId)) if (!index.has(normalise(item.name))) index.set(normalise(item.name), item);
    byName.set(gameId, index);
  }
  return index as Map<string, ItemsByGame[Id]>;
}

/** The item whose name matches, ignoring case and surrounding spaces. */
export function findItemByName<Id extends GameId>(gameId: Id, name: string): ItemsByGame[Id] | undefined {
  return nameIndex(gameId).get(normalise(name));
}

export function itemNames(gameId: GameId): string[] {
  return getItems(gameId).map((item) => item.name);
}

/**
 * The day's item name, drawn with `secret` (lib/services/daily/secret.ts) among the items not in
 * `recentNames` (the names stored in the K days around the date, compared ignoring case and spaces).
 * Names are sorted by code unit, so neither file order nor locale changes the answer.
 */
export function drawDailyItemName(gameId: GameId, date: string, secret: string, recentNames: Iterable<string>): string {
  const recent = new Set(Array.from(recentNames, normalise));
  const candidates = itemNames(gameId).sort().filter((name) => !recent.has(normalise(name)));
  return candidates[dailyDrawIndex(gameId, date, candidates.length, secret)];
}
