import { DEFAULT_STATS_SORT, sortPlayedGames, type StatsSort } from '@/components/stats/sort-stats';
import { nextSort as nextStatsSort } from '@/components/ui/list-state';
import { row } from './stats-fixtures';

const names = (sort: StatsSort, rows = ROWS) => sortPlayedGames(rows, sort).map((game) => game.name);

const ROWS = [
  row('Slay the Spire cards', { currentStreak: 2, bestStreak: 9, dailyGames: 4, totalGames: 10, lastPlayed: '2026-11-20T10:00:00.000Z' }),
  row('Books of the Bible', { currentStreak: 5, bestStreak: 5, dailyGames: 4, totalGames: 4, lastPlayed: null }),
  row('Age of Empires II units', { currentStreak: 2, bestStreak: 3, dailyGames: 1, totalGames: 12, lastPlayed: '2026-11-21T10:00:00.000Z' }),
  row('Pokemon (original 151)', { currentStreak: 0, bestStreak: 9, dailyGames: 7, totalGames: 7, lastPlayed: '2026-11-19T10:00:00.000Z' }),
];

test('starts by name, ascending', () => {
  expect(DEFAULT_STATS_SORT).toEqual({ key: 'name', direction: 'ascending' });
  expect(names(DEFAULT_STATS_SORT)).toEqual(['Age of Empires II units', 'Books of the Bible', 'Pokemon (original 151)', 'Slay the Spire cards']);
});

test('clicking the active header toggles the direction, back and forth', () => {
  const once = nextStatsSort({ key: 'bestStreak', direction: 'ascending' }, 'bestStreak');
  expect(once).toEqual({ key: 'bestStreak', direction: 'descending' });
  expect(nextStatsSort(once, 'bestStreak')).toEqual({ key: 'bestStreak', direction: 'ascending' });
});

test('clicking another header starts ascending, whatever the previous direction', () => {
  expect(nextStatsSort({ key: 'name', direction: 'descending' }, 'totalGames')).toEqual({ key: 'totalGames', direction: 'ascending' });
  expect(nextStatsSort({ key: 'name', direction: 'ascending' }, 'lastPlayed')).toEqual({ key: 'lastPlayed', direction: 'ascending' });
});

test('name descending reverses the order', () => {
  expect(names({ key: 'name', direction: 'descending' })).toEqual([
    'Slay the Spire cards',
    'Pokemon (original 151)',
    'Books of the Bible',
    'Age of Empires II units',
  ]);
});

test('numbers sort numerically; ties are broken by display name A to Z in both directions', () => {
  expect(names({ key: 'currentStreak', direction: 'ascending' })).toEqual([
    'Pokemon (original 151)',
    'Age of Empires II units',
    'Slay the Spire cards',
    'Books of the Bible',
  ]);
  expect(names({ key: 'currentStreak', direction: 'descending' })).toEqual([
    'Books of the Bible',
    'Age of Empires II units',
    'Slay the Spire cards',
    'Pokemon (original 151)',
  ]);
  expect(names({ key: 'bestStreak', direction: 'descending' })).toEqual([
    'Pokemon (original 151)',
    'Slay the Spire cards',
    'Books of the Bible',
    'Age of Empires II units',
  ]);
  expect(names({ key: 'dailyGames', direction: 'ascending' })).toEqual([
    'Age of Empires II units',
    'Books of the Bible',
    'Slay the Spire cards',
    'Pokemon (original 151)',
  ]);
});

test('numbers above 9 are not compared as text', () => {
  expect(names({ key: 'totalGames', direction: 'ascending' })).toEqual([
    'Books of the Bible',
    'Pokemon (original 151)',
    'Slay the Spire cards',
    'Age of Empires II units',
  ]);
});

test("Last Played: 'Never' counts as the oldest, first ascending and last descending", () => {
  expect(names({ key: 'lastPlayed', direction: 'ascending' })).toEqual([
    'Books of the Bible',
    'Pokemon (original 151)',
    'Slay the Spire cards',
    'Age of Empires II units',
  ]);
  expect(names({ key: 'lastPlayed', direction: 'descending' })).toEqual([
    'Age of Empires II units',
    'Slay the Spire cards',
    'Pokemon (original 151)',
    'Books of the Bible',
  ]);
});

test('two games never played tie on Last Played and keep name order', () => {
  const rows = [row('Zeta'), row('Alpha'), row('Mid', { lastPlayed: '2026-01-01T00:00:00.000Z' })];
  expect(names({ key: 'lastPlayed', direction: 'ascending' }, rows)).toEqual(['Alpha', 'Zeta', 'Mid']);
  expect(names({ key: 'lastPlayed', direction: 'descending' }, rows)).toEqual(['Mid', 'Alpha', 'Zeta']);
});

test('the input is not changed', () => {
  const before = ROWS.map((game) => game.name);
  sortPlayedGames(ROWS, { key: 'totalGames', direction: 'descending' });
  expect(ROWS.map((game) => game.name)).toEqual(before);
});
