/** Reading an item's fields by the keys a game config names (category keys, hintField). */
import type { GameConfig } from './game-config';
import type { AnyItem } from './types';

export function itemField(item: AnyItem, key: string): unknown {
  return (item as unknown as Record<string, unknown>)[key];
}

/** The item's hint text (verse, card text, description, exact cost), '' when it has none. */
export function itemHint(game: Pick<GameConfig, 'hintField'>, item: AnyItem): string {
  const value = itemField(item, game.hintField);
  return value === null || value === undefined ? '' : String(value);
}
