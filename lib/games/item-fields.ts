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

/**
 * The item as the directory lists it: every field but the hint. Most hints are unique per item, so a list
 * that carried them would turn the hint into a lookup key for the answer; the hint reaches the browser
 * only through the hint call and with the win.
 */
export function withoutHint(game: Pick<GameConfig, 'hintField'>, item: AnyItem): Partial<AnyItem> {
  return Object.fromEntries(Object.entries(item).filter(([key]) => key !== game.hintField)) as Partial<AnyItem>;
}
