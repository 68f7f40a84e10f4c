'use client';

import { useRef } from 'react';
import { displayValue } from '@/lib/games/compare';
import type { CategoryConfig, GameConfig } from '@/lib/games/game-config';
import type { AnyItem, Attempt, CellResult } from '@/lib/games/types';
import { itemField } from '@/lib/games/item-fields';
import { RESULT_SYMBOLS } from '@/lib/games/result-symbols';
import { Tooltip } from './Tooltip';
import { useSideScroll } from './useSideScroll';
import styles from './AttemptGrid.module.css';

const SPOKEN: Record<CellResult, string> = {
  correct: 'correct',
  partial: 'partial match',
  'partial-up': 'higher',
  'partial-down': 'lower',
  incorrect: 'incorrect',
};

function possibleValues(category: CategoryConfig): string {
  return Array.isArray(category.values) ? `Possible values: ${category.values.join(', ')}.` : `Range: ${(category.values as { text: string }).text}.`;
}

interface AttemptGridProps {
  game: GameConfig;
  /** In the order guessed; shown newest first, so the latest clue sits next to the input. */
  attempts: readonly Attempt[];
  itemsByName: ReadonlyMap<string, AnyItem>;
  /** Shown in the body while there are no rows (loading, first guess). */
  emptyText: string;
}

function spokenRow(game: GameConfig, attempt: Attempt): string {
  const cells = game.categories.map((category) => `${category.label} ${SPOKEN[attempt.results[category.key] ?? 'incorrect']}`);
  return `${attempt.name}: ${cells.join(', ')}.`;
}

export function AttemptGrid({ game, attempts, itemsByName, emptyText }: AttemptGridProps) {
  const rows = [...attempts].reverse();
  const scrollerRef = useRef<HTMLDivElement>(null);
  const { moreLeft, moreRight } = useSideScroll(scrollerRef);
  return (
    <div className={styles.frame} data-more-left={moreLeft} data-more-right={moreRight}>
      {/* On a narrow screen the clues run past the edge: say so where the eye is (the name column stays put). */}
      <p className={styles.cue} aria-hidden="true" hidden={!moreLeft && !moreRight}>
        <span className={styles.cueArrow} data-active={moreLeft}>←</span> Scroll sideways for all {game.categories.length} clues{' '}
        <span className={styles.cueArrow} data-active={moreRight}>→</span>
      </p>
      <div className={styles.viewport}>
        <div ref={scrollerRef} className={styles.scroller} tabIndex={0} role="region" aria-label="Your guesses">
          <p className="visually-hidden" aria-live="polite">
            {rows.length > 0 ? spokenRow(game, rows[0]) : ''}
          </p>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.nameHeader}>
                  <Tooltip label={game.itemNameCapitalized}>The {game.itemName} you guessed. Guesses are listed newest first.</Tooltip>
                </th>
                {game.categories.map((category) => (
                  <th scope="col" key={category.key}>
                    <Tooltip label={category.label}>{possibleValues(category)}</Tooltip>
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((attempt) => {
                const item = itemsByName.get(attempt.name.toLowerCase());
                return (
                  <tr key={attempt.name} data-testid="attempt-row">
                    <th scope="row" className={styles.name}>
                      {attempt.name}
                    </th>
                    {game.categories.map((category) => {
                      const result = attempt.results[category.key] ?? 'incorrect';
                      const value = item ? displayValue(category, itemField(item, category.key)) : '?';
                      return (
                        <td
                          key={category.key}
                          className={`${styles.cell} ${styles[result]}`}
                          data-result={result}
                          aria-label={`${category.label}: ${value}, ${SPOKEN[result]}`}
                        >
                          <span aria-hidden>
                            {value}
                            {/* The result told without its colour (issue 30): ✓, ~, ✗ or the arrow. */}
                            <span className={styles.symbol} data-testid="result-symbol">
                              {RESULT_SYMBOLS[result]}
                            </span>
                          </span>
                        </td>
                      );
                    })}
                  </tr>
                );
              })}
            </tbody>
          </table>
          {rows.length === 0 && <p className={styles.empty}>{emptyText}</p>}
        </div>
      </div>
    </div>
  );
}
