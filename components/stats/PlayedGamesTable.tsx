'use client';

import Link from 'next/link';
import { useState } from 'react';
import { GameIcon } from '@/components/ui/GameIcon';
import styles from './PlayedGamesTable.module.css';
import { DEFAULT_STATS_SORT, nextStatsSort, sortPlayedGames, type PlayedGameRow, type StatsSortKey } from './sort-stats';

export const NO_PLAYED_GAMES_TEXT = "You haven't played any games yet.";

const COLUMNS: readonly { key: StatsSortKey; label: string }[] = [
  { key: 'name', label: 'Name' },
  { key: 'currentStreak', label: 'Current Streak' },
  { key: 'bestStreak', label: 'Best Streak' },
  { key: 'dailyGames', label: 'Daily Games' },
  { key: 'totalGames', label: 'Total Games' },
  { key: 'lastPlayed', label: 'Last Played' },
];

/** 'Games You've Played': each header is a button that sorts by its column. */
export function PlayedGamesTable({ rows }: { rows: readonly PlayedGameRow[] }) {
  const [sort, setSort] = useState(DEFAULT_STATS_SORT);
  if (rows.length === 0) return <p className={styles.empty}>{NO_PLAYED_GAMES_TEXT}</p>;

  const sorted = sortPlayedGames(rows, sort);
  return (
    <div className={styles.scroller} role="region" aria-label="Games You've Played table" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            {COLUMNS.map((column) => {
              const active = sort.key === column.key;
              return (
                <th key={column.key} scope="col" aria-sort={active ? sort.direction : undefined}>
                  <button type="button" className={styles.sortButton} onClick={() => setSort(nextStatsSort(sort, column.key))}>
                    {column.label}
                    <span className={styles.arrow} aria-hidden>
                      {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {sorted.map((row) => (
            <tr key={row.id}>
              <th scope="row">
                <Link href={row.route} className={styles.gameLink}>
                  <span className={styles.icon} style={{ background: row.colors.primary, color: row.colors.text }}>
                    <GameIcon name={row.icon} size={18} />
                  </span>
                  {row.name}
                </Link>
              </th>
              <td className={styles.number}>{row.currentStreak}</td>
              <td className={styles.number}>{row.bestStreak}</td>
              <td className={styles.number}>{row.dailyGames}</td>
              <td className={styles.number}>{row.totalGames}</td>
              <td className={styles.date}>
                {row.lastPlayed ? <time dateTime={row.lastPlayed}>{row.lastPlayedText}</time> : row.lastPlayedText}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
