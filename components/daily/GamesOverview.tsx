'use client';

import Link from 'next/link';
import type { MouseEvent } from 'react';
import { GameIcon } from '@/components/ui/GameIcon';
import type { GameConfig } from '@/lib/games/game-config';
import { gameDay, type DailySummary } from './daily-summary';
import styles from './GamesOverview.module.css';

export const NO_FAVOURITES_TEXT = 'Star your favorite games to track your stats here!';

/** A click anywhere on a row follows the row's game link (keyboard users reach the link itself). */
function followRowLink(event: MouseEvent<HTMLTableRowElement>) {
  if ((event.target as HTMLElement).closest('a')) return;
  event.currentTarget.querySelector('a')?.click();
}

/**
 * The favourite games' streaks and today's status. `games` is null until the favourites are read
 * from browser storage; `summary` null until the day's data is known.
 */
export function GamesOverview({ games, summary }: { games: readonly GameConfig[] | null; summary: DailySummary | null }) {
  if (games === null) return <p className={styles.placeholder}>Loading your games…</p>;
  if (games.length === 0) return <p className={styles.empty}>{NO_FAVOURITES_TEXT}</p>;

  return (
    <div className={styles.scroller} role="region" aria-label="Games Overview table" tabIndex={0}>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">Game</th>
            <th scope="col">Current Streak</th>
            <th scope="col">Best Streak</th>
            <th scope="col">Today&apos;s Challenge</th>
          </tr>
        </thead>
        <tbody>
          {games.map((game) => {
            const day = summary ? gameDay(summary, game.id) : null;
            return (
              <tr key={game.id} className={styles.row} onClick={followRowLink}>
                <th scope="row">
                  <Link href={game.route} className={styles.gameLink} data-short-title={game.shortTitle}>
                    <span className={styles.icon} style={{ background: game.colors.primary, color: game.colors.text }}>
                      <GameIcon name={game.icon} size={18} />
                    </span>
                    <span className={styles.fullTitle}>{game.title}</span>
                  </Link>
                </th>
                <td className={styles.number}>{day ? day.currentStreak : '–'}</td>
                <td className={styles.number}>{day ? day.bestStreak : '–'}</td>
                <td>
                  {day ? (
                    <span className={day.isCompleted ? styles.completed : styles.available}>{day.isCompleted ? 'Completed' : 'Available'}</span>
                  ) : (
                    '–'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
