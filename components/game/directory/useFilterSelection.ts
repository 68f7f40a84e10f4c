'use client';

import { useCallback, useState } from 'react';
import type { GameConfig } from '@/lib/games/game-config';
import { directoryFilters, fullFilterSelection, type FilterSelection } from '@/lib/games/filters';

type FilterGame = Pick<GameConfig, 'categories' | 'sessionStorageKey'>;

/**
 * The selection stored under the game's sessionStorageKey, or every option when nothing usable is
 * stored. Unknown groups and labels are dropped, so a stale or hand-edited value cannot break the directory.
 */
export function readStoredSelection(game: FilterGame): FilterSelection {
  const full = fullFilterSelection(game);
  let stored: unknown;
  try {
    stored = JSON.parse(window.sessionStorage.getItem(game.sessionStorageKey) ?? 'null');
  } catch {
    return full; // storage blocked or corrupt JSON
  }
  if (!stored || typeof stored !== 'object' || Array.isArray(stored)) return full;
  const record = stored as Record<string, unknown>;
  return Object.fromEntries(
    directoryFilters(game).map((group) => {
      const labels = record[group.key];
      const known = Array.isArray(labels) ? group.options.map((o) => o.label).filter((label) => labels.includes(label)) : [];
      // An empty list is a real choice (the group matches nothing); a list of unknown labels is not.
      const usable = Array.isArray(labels) && (known.length > 0 || labels.length === 0);
      return [group.key, usable ? known : full[group.key]];
    }),
  );
}

function writeStoredSelection(key: string, selection: FilterSelection): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(selection));
  } catch {
    // Storage full or blocked: the filters still work, they just are not remembered.
  }
}

/** Directory filter state (game-side §4): toggle an option, keep only one, or reset; persisted per tab. */
export function useFilterSelection(game: FilterGame) {
  const [selection, setSelection] = useState<FilterSelection>(() => readStoredSelection(game));

  const update = useCallback(
    (next: FilterSelection) => {
      setSelection(next);
      writeStoredSelection(game.sessionStorageKey, next);
    },
    [game.sessionStorageKey],
  );

  const toggle = useCallback(
    (groupKey: string, label: string) => {
      const group = directoryFilters(game).find((g) => g.key === groupKey);
      const selected = selection[groupKey] ?? [];
      const turnOn = !selected.includes(label);
      const labels = (group?.options ?? [])
        .map((option) => option.label)
        .filter((l) => (l === label ? turnOn : selected.includes(l)));
      update({ ...selection, [groupKey]: labels });
    },
    [game, selection, update],
  );

  const selectOnly = useCallback((groupKey: string, label: string) => update({ ...selection, [groupKey]: [label] }), [selection, update]);
  const reset = useCallback(() => update(fullFilterSelection(game)), [game, update]);

  return { selection, toggle, selectOnly, reset };
}
