'use client';

import { memo } from 'react';
import { displayValue } from '@/lib/games/compare';
import type { CategoryConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import styles from './DirectoryItemList.module.css';

interface DirectoryItemListProps {
  items: readonly AnyItem[];
  categories: readonly CategoryConfig[];
  /** Lower-cased names of the items already guessed. */
  guessed: ReadonlySet<string>;
  canPick: boolean;
  onPick: (name: string) => void;
}

/** The filtered items, each a button showing its name and category values. */
export function DirectoryItemList({ items, categories, guessed, canPick, onPick }: DirectoryItemListProps) {
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <li key={item.name}>
          <DirectoryItem item={item} categories={categories} guessed={guessed.has(item.name.toLowerCase())} canPick={canPick} onPick={onPick} />
        </li>
      ))}
    </ul>
  );
}

interface DirectoryItemProps {
  item: AnyItem;
  categories: readonly CategoryConfig[];
  guessed: boolean;
  canPick: boolean;
  onPick: (name: string) => void;
}

// Memoised: a filter change re-renders the list, but an unchanged item keeps its rendered row.
const DirectoryItem = memo(function DirectoryItem({ item, categories, guessed, canPick, onPick }: DirectoryItemProps) {
  const record = item as unknown as Record<string, unknown>;
  return (
    <button
      type="button"
      className={styles.item}
      disabled={guessed || !canPick}
      data-guessed={guessed || undefined}
      onClick={() => onPick(item.name)}
    >
      <span className={styles.name}>
        {item.name}
        {guessed && <span className={styles.badge}>Guessed</span>}
      </span>
      <span className={styles.values}>
        {categories.map((category) => (
          <span key={category.key} className={styles.value}>
            <span className={styles.label}>{category.label}</span> {displayValue(category, record[category.key])}
          </span>
        ))}
      </span>
    </button>
  );
});
