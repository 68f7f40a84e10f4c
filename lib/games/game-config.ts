/**
 * The shape of a game's configuration (game-side §3) and of its categories.
 * Everything here is plain data, so a config can cross from a server component to a client one.
 */
import type { CompareRule, GameId, ItemsByGame } from './types';

export type GameIcon = 'cross' | 'card-random' | 'angler-fish' | 'sword-wound' | 'pokeball';

/** A numeric category's tooltip shows a range instead of a list. */
export interface ValueRange {
  min: number;
  max: number;
  /** The tooltip text, e.g. '0.1-20.0 m'. */
  text: string;
}

/**
 * One directory filter option. It matches an item when any of `fields` holds a value listed in `equals`,
 * or a number of at least `atLeast`. Evaluated by `matchesFilterOption` in filters.ts.
 */
export interface FilterOption {
  label: string;
  fields: readonly string[];
  equals?: readonly (string | number | null)[];
  atLeast?: number;
}

/** A directory filter group: a category with zero selected options matches nothing. */
export interface DirectoryFilter {
  label: string;
  options: readonly FilterOption[];
}

export interface CategoryConfig {
  /** The item field compared in this column. */
  key: string;
  label: string;
  rule: CompareRule;
  /** For 'split-list': the separator between values, e.g. '/' or ','. */
  separator?: string;
  /** Tooltip: the possible values (for list rules, the possible parts), or a range for numbers. */
  values: readonly string[] | ValueRange;
  /** Unit appended by displayValue, e.g. 'm'. */
  unit?: string;
  filter?: DirectoryFilter;
}

export interface GameConfig {
  id: GameId;
  title: string;
  shortTitle: string;
  description: string;
  route: string;
  streakKey: string;
  dailyKey: string;
  sessionStorageKey: string;
  apiEndpoint: string;
  dailyApiEndpoint: string;
  dailyDataField: string;
  itemsArrayField: string;
  itemName: string;
  itemNamePlural: string;
  itemNameCapitalized: string;
  itemNameSingular?: string;
  placeholderText: string;
  directoryButtonText: string;
  /** Game-side §8: shown when the directory filters leave nothing. */
  emptyDirectoryText: string;
  cssPrefix: string;
  category: string;
  icon: GameIcon;
  colors: { primary: string; secondary: string; text: string };
  hintField: string;
  hintLabel: string;
  hintUnlockAttempts: number;
  showHintAfterWin: boolean;
  categories: readonly CategoryConfig[];
}

type ItemField<Id extends GameId> = Exclude<keyof ItemsByGame[Id] & string, 'name'>;

/** Type-checks a config's field names against its item interface. */
export function defineGame<Id extends GameId>(
  config: Omit<GameConfig, 'id' | 'hintField' | 'categories'> & {
    id: Id;
    hintField: ItemField<Id>;
    categories: readonly (CategoryConfig & { key: ItemField<Id> })[];
  },
): GameConfig {
  return config;
}

/** Filter options that match when `field` (or any of `fields`) equals the option's label. */
export function optionsEqualToLabel(fields: string | readonly string[], labels: readonly string[]): FilterOption[] {
  const fieldList = typeof fields === 'string' ? [fields] : fields;
  return labels.map((label) => ({ label, fields: fieldList, equals: [label] }));
}
