'use client';

import { useId } from 'react';
import type { DirectoryFilterGroup, FilterSelection } from '@/lib/games/filters';
import styles from './FilterGroups.module.css';

interface FilterGroupsProps {
  groups: readonly DirectoryFilterGroup[];
  selection: FilterSelection;
  onToggle: (groupKey: string, label: string) => void;
  onSelectOnly: (groupKey: string, label: string) => void;
  onReset: () => void;
}

/** The directory's filter chips: a click toggles an option, a right click (or the menu key) keeps only it. */
export function FilterGroups({ groups, selection, onToggle, onSelectOnly, onReset }: FilterGroupsProps) {
  const idPrefix = useId();
  return (
    <section className={styles.filters} aria-label="Filters">
      <div className={styles.bar}>
        <p className={styles.help}>Click an option to toggle it. Right-click to show only that option.</p>
        <button type="button" className={styles.reset} onClick={onReset}>
          Reset filters
        </button>
      </div>
      {groups.map((group) => {
        const labelId = `${idPrefix}-${group.key}`;
        const selected = selection[group.key] ?? [];
        return (
          <div key={group.key} role="group" aria-labelledby={labelId} className={styles.group}>
            <span id={labelId} className={styles.groupLabel}>
              {group.label}
            </span>
            <div className={styles.chips}>
              {group.options.map((option) => (
                <button
                  key={option.label}
                  type="button"
                  className={styles.chip}
                  aria-pressed={selected.includes(option.label)}
                  onClick={() => onToggle(group.key, option.label)}
                  onContextMenu={(event) => {
                    event.preventDefault();
                    onSelectOnly(group.key, option.label);
                  }}
                >
                  {option.label}
                </button>
              ))}
            </div>
          </div>
        );
      })}
    </section>
  );
}
