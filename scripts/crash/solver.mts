/**
 * How a crash-test player finds an endless round's hidden item: the token does not reveal it, so the player
 * guesses, and keeps only the items that would have given the cells each answer showed (the game's own
 * rules, lib/games/compare.ts). A few guesses find it, as a person would.
 */
import { compareItems } from '../../lib/games/compare.ts';
import { getItems } from '../../lib/games/items.ts';
import { getGame } from '../../lib/games/registry.ts';
import type { AnyItem, GameId } from '../../lib/games/types.ts';

export const pick = <T,>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)];

export function itemNames(game: GameId): string[] {
  return getItems(game).map((item) => item.name);
}

export class Solver {
  private candidates: AnyItem[];
  private readonly config;

  constructor(private readonly game: GameId) {
    this.candidates = [...getItems(game)];
    const config = getGame(game);
    if (!config) throw new Error(`unknown game ${game}`);
    this.config = config;
  }

  next(): string {
    if (this.candidates.length === 0) throw new Error(`no ${this.game} item fits the answers given`);
    return pick(this.candidates).name;
  }

  /** Keeps the items that, as the secret, give `results` for the guess `name` (and are not that guess). */
  learn(name: string, results: Record<string, string>): void {
    const guessed = getItems(this.game).find((item) => item.name === name);
    if (!guessed) throw new Error(`unknown ${this.game} item ${name}`);
    const expected = JSON.stringify(results);
    this.candidates = this.candidates.filter((item) => item.name !== name && JSON.stringify(compareItems(this.config, guessed, item)) === expected);
  }
}
