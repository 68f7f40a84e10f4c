/** Directory filters (game-side §4 "Directory filters"): matching items and the storage key of the selection. */
import type { CategoryConfig, DirectoryFilter, FilterOption, GameConfig } from './game-config';
import { hashString } from './hash';

export interface DirectoryFilterGroup extends DirectoryFilter {
  /** The key of the category the filter belongs to; also the key of the selection record. */
  key: string;
}

/** Labels of the selected options, by filter group key. */
export type FilterSelection = Record<string, readonly string[]>;

export function directoryFilters(game: Pick<GameConfig, 'categories'>): DirectoryFilterGroup[] {
  return game.categories.flatMap((category) => (category.filter ? [{ key: category.key, ...category.filter }] : []));
}

export function matchesFilterOption(option: FilterOption, item: object): boolean {
  const record = item as Record<string, unknown>;
  return option.fields.some((field) => {
    const value = record[field];
    if (option.atLeast !== undefined && typeof value === 'number' && value >= option.atLeast) return true;
    return option.equals?.includes(value as string | number | null) ?? false;
  });
}

/** Every option of every group selected: the state a reset returns to. */
export function fullFilterSelection(game: Pick<GameConfig, 'categories'>): FilterSelection {
  return Object.fromEntries(directoryFilters(game).map((group) => [group.key, group.options.map((o) => o.label)]));
}

/** Items passing every group: each needs at least one selected option that matches. A group missing from the selection counts as fully selected. */
export function filterItems<T extends object>(game: Pick<GameConfig, 'categories'>, items: readonly T[], selection: FilterSelection): T[] {
  const groups = directoryFilters(game).map((group) => {
    const selected = selection[group.key];
    return selected ? group.options.filter((option) => selected.includes(option.label)) : group.options;
  });
  return items.filter((item) => groups.every((options) => options.some((option) => matchesFilterOption(option, item))));
}

/** A session-storage key that changes whenever the filter groups or their option labels change. */
export function filtersStorageKey(prefix: string, categories: readonly CategoryConfig[]): string {
  const signature = directoryFilters({ categories })
    .map((group) => `${group.label}:${group.options.map((o) => o.label).join(',')}`)
    .join('|');
  return `${prefix}_${hashString(signature).toString(36)}`;
}
