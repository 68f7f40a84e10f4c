/** The sort rule of the 'Games You've Played' table (accounts-side §2.8). Pure: no React. */
import type { SortState } from '@/components/ui/list-state';
import type { GameIcon } from '@/lib/games/game-config';
import type { GameId } from '@/lib/games/types';

/** One played game as the table shows it; built on the server by played-games.ts. */
export interface PlayedGameRow {
  id: GameId;
  /** The game's display name: the sort's tie-breaker. */
  name: string;
  route: string;
  icon: GameIcon;
  colors: { primary: string; text: string };
  currentStreak: number;
  bestStreak: number;
  dailyGames: number;
  totalGames: number;
  /** ISO timestamp of the last win, or null (shown as 'Never', sorted as the oldest). */
  lastPlayed: string | null;
  lastPlayedText: string;
}

export type StatsSortKey = 'name' | 'currentStreak' | 'bestStreak' | 'dailyGames' | 'totalGames' | 'lastPlayed';
export type StatsSort = SortState<StatsSortKey>;

export const STATS_SORT_KEYS: readonly StatsSortKey[] = ['name', 'currentStreak', 'bestStreak', 'dailyGames', 'totalGames', 'lastPlayed'];
export const DEFAULT_STATS_SORT: StatsSort = { key: 'name', direction: 'ascending' };

function compareNumbers(a: number, b: number): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function compareNames(a: PlayedGameRow, b: PlayedGameRow): number {
  return a.name.localeCompare(b.name, 'en');
}

function lastPlayedTime(row: PlayedGameRow): number {
  const time = row.lastPlayed === null ? Number.NaN : Date.parse(row.lastPlayed);
  return Number.isNaN(time) ? Number.NEGATIVE_INFINITY : time;
}

const NUMERIC_VALUE: Record<Exclude<StatsSortKey, 'name'>, (row: PlayedGameRow) => number> = {
  currentStreak: (row) => row.currentStreak,
  bestStreak: (row) => row.bestStreak,
  dailyGames: (row) => row.dailyGames,
  totalGames: (row) => row.totalGames,
  lastPlayed: lastPlayedTime,
};

/** A sorted copy. Equal values are ordered by display name, A to Z, whatever the direction. */
export function sortPlayedGames(rows: readonly PlayedGameRow[], sort: StatsSort): PlayedGameRow[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const primary =
      sort.key === 'name' ? compareNames(a, b) : compareNumbers(NUMERIC_VALUE[sort.key](a), NUMERIC_VALUE[sort.key](b));
    return primary !== 0 ? sign * primary : compareNames(a, b);
  });
}
