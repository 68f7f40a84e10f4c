'use client';

import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState } from 'react';
import { directoryFilters, filterItems } from '@/lib/games/filters';
import { nameKey } from '@/lib/games/name-key';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import { DirectoryItemList } from './directory/DirectoryItemList';
import { FilterGroups } from './directory/FilterGroups';
import { Field } from '@/components/ui/Field';
import { Modal, ModalHeader } from '@/components/ui/Modal';
import { useFilterSelection } from './directory/useFilterSelection';
import styles from './DirectoryModal.module.css';

export interface DirectoryModalProps {
  game: GameConfig;
  items: readonly AnyItem[];
  guessedNames: readonly string[];
  canPick: boolean;
  onPick: (name: string) => void;
  onClose: () => void;
}

/** The game's directory (game-side §2 and §4): every item, narrowed by filters and a name search; a click picks one. */
export function DirectoryModal({ game, items, guessedNames, canPick, onPick, onClose }: DirectoryModalProps) {
  const titleId = useId();
  const searchId = useId();
  const { selection, toggle, selectOnly, reset } = useFilterSelection(game);
  const [search, setSearch] = useState('');
  // The guess box's rule: case, spaces, punctuation and accents do not matter.
  const deferredSearch = useDeferredValue(nameKey(search));

  const groups = useMemo(() => directoryFilters(game), [game]);
  const filtered = useMemo(() => filterItems(game, items, selection), [game, items, selection]);
  const keys = useMemo(() => new Map(items.map((item) => [item, nameKey(item.name)])), [items]);
  const shown = useMemo(
    () => (deferredSearch ? filtered.filter((item) => keys.get(item)?.includes(deferredSearch)) : filtered),
    [filtered, keys, deferredSearch],
  );
  const guessed = useMemo(() => new Set(guessedNames.map((name) => name.toLowerCase())), [guessedNames]);

  // A stable pick callback, so that a parent re-rendering with new callbacks does not re-render every row.
  const latest = useRef({ canPick, guessed, onPick, onClose });
  useEffect(() => {
    latest.current = { canPick, guessed, onPick, onClose };
  });
  const pick = useCallback((name: string) => {
    const { canPick, guessed, onPick, onClose } = latest.current;
    if (!canPick || guessed.has(name.toLowerCase())) return;
    onPick(name);
    onClose();
  }, []);

  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.dialog}>
      <ModalHeader titleId={titleId} title={`${game.itemNameCapitalized} Directory`} closeLabel="Close directory" onClose={onClose} />
      <div className={styles.body}>
        <FilterGroups groups={groups} selection={selection} onToggle={toggle} onSelectOnly={selectOnly} onReset={reset} />
        <div className={styles.toolbar}>
          <Field
            unwrapped
            hideLabel
            id={searchId}
            label={`Search ${game.itemNamePlural} by name`}
            type="search"
            controlClassName={styles.search}
            placeholder={`Search ${game.itemNamePlural}...`}
            value={search}
            autoComplete="off"
            onChange={(event) => setSearch(event.target.value)}
          />
          <p className={styles.count} aria-live="polite">
            {shown.length} of {items.length}
          </p>
        </div>
        {!canPick && <p className={styles.note}>The round is over: the directory is for browsing only.</p>}
        {shown.length > 0 ? (
          <DirectoryItemList items={shown} categories={game.categories} guessed={guessed} canPick={canPick} onPick={pick} />
        ) : (
          <p className={styles.empty}>{filtered.length === 0 ? game.emptyDirectoryText : `No ${game.itemNamePlural} match “${search.trim()}”.`}</p>
        )}
      </div>
    </Modal>
  );
}
