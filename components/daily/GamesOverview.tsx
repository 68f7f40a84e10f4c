'use client';

import type { MouseEvent } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable';
import { GameNameLink } from '@/components/ui/GameNameLink';
import type { GameConfig } from '@/lib/games/game-config';
import { gameDay, type DailySummary, type GameDaySummary } from './daily-summary';
import styles from './GamesOverview.module.css';
import { NO_FAVOURITES_TEXT } from '@/lib/messages/accounts';

/** A click anywhere on a row follows the row's game link (keyboard users reach the link itself). */
function followRowLink(event: MouseEvent<HTMLTableRowElement>) {
  if ((event.target as HTMLElement).closest('a')) return;
  event.currentTarget.querySelector('a')?.click();
}

interface OverviewRow {
  game: GameConfig;
  day: GameDaySummary | null;
}

const DASH = '–';

const COLUMNS: readonly DataTableColumn<OverviewRow>[] = [
  {
    key: 'game',
    header: 'Game',
    rowHeader: true,
    cell: ({ game }) => <GameNameLink href={game.route} title={game.title} icon={game.icon} colors={game.colors} shortTitle={game.shortTitle} />,
  },
  { key: 'currentStreak', header: 'Current Streak', numeric: true, cell: ({ day }) => (day ? day.currentStreak : DASH) },
  { key: 'bestStreak', header: 'Best Streak', numeric: true, cell: ({ day }) => (day ? day.bestStreak : DASH) },
  {
    key: 'today',
    header: "Today's Challenge",
    cell: ({ day }) =>
      day ? <span className={day.isCompleted ? styles.completed : styles.available}>{day.isCompleted ? 'Completed' : 'Available'}</span> : DASH,
  },
];

/**
 * The favourite games' streaks and today's status. `games` is null until the favourites are read
 * from browser storage; `summary` null until the day's data is known.
 */
export function GamesOverview({ games, summary }: { games: readonly GameConfig[] | null; summary: DailySummary | null }) {
  if (games === null) return <p className={styles.placeholder}>Loading your games…</p>;
  return (
    <DataTable
      label="Games Overview table"
      columns={COLUMNS}
      rows={games.map((game) => ({ game, day: summary ? gameDay(summary, game.id) : null }))}
      rowKey={({ game }) => game.id}
      rowProps={() => ({ className: styles.row, onClick: followRowLink })}
      empty={NO_FAVOURITES_TEXT}
      tableClassName={styles.table}
    />
  );
}
