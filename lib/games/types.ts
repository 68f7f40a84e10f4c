/** Shared types of the game rules. Pure TypeScript: no React, no database, no Next imports. */

export const GAME_IDS = ['bible-books', 'slay-the-spire', 'subnautica-creatures', 'aoe2-units', 'pokemon'] as const;
export type GameId = (typeof GAME_IDS)[number];

/** How one category cell of a guess compares with the secret. */
export type CellResult = 'correct' | 'partial' | 'partial-up' | 'partial-down' | 'incorrect';

/**
 * The compare rules of game-side §5.
 * - exact: equal values are correct, anything else incorrect.
 * - number: equal is correct; partial-up when the guess is lower than the secret, partial-down when higher.
 * - sts-cost: exact after normalising Slay the Spire costs (X, and null or -2 meaning unplayable).
 * - list: arrays; equal sets correct (both empty included), any overlap partial, none incorrect.
 * - split-list: a string of values joined by `separator`; equal sets correct, any shared value partial.
 */
export type CompareRule = 'exact' | 'number' | 'sts-cost' | 'list' | 'split-list';

export interface BibleBook {
  name: string;
  verse: string;
  testament: string;
  genre: string;
  author: string;
  chapter_count: number;
  audience: string;
}

export interface SlayTheSpireCard {
  name: string;
  class: string;
  type: string;
  /** A number, 'X', or null (or -2) for unplayable cards. */
  cost: number | 'X' | null;
  keywords: string[];
  target: string;
  rarity: string;
  description: string;
}

export interface SubnauticaCreature {
  name: string;
  size: string;
  behavior: string;
  biome: string;
  diet: string;
  edible: string;
  description: string;
}

export interface Aoe2Unit {
  name: string;
  age: string;
  unit_type: string;
  building: string;
  range: number;
  /** Resource names joined by '/', e.g. 'Food/Gold'. */
  cost: string;
  /** The exact cost, e.g. '60 Food, 75 Gold'. */
  hint: string;
}

export interface Pokemon {
  name: string;
  pokedex_number: number;
  type1: string;
  type2: string | null;
  /** One colour, or several joined by ', '. */
  color: string;
  evolution_stage: number;
  evolution_method: string;
  height_m: number;
  weight_kg: number;
  hint: string;
}

export interface ItemsByGame {
  'bible-books': BibleBook;
  'slay-the-spire': SlayTheSpireCard;
  'subnautica-creatures': SubnauticaCreature;
  'aoe2-units': Aoe2Unit;
  pokemon: Pokemon;
}

export type AnyItem = ItemsByGame[GameId];

/** One judged guess: the guessed item's name and a result per category key. */
export interface Attempt {
  name: string;
  results: Record<string, CellResult>;
}

/** What the server answers to a daily or endless guess. */
export interface GuessOutcome {
  attempt: Attempt;
  won: boolean;
  /** The secret item: present only when this guess won. */
  answer?: AnyItem;
}
