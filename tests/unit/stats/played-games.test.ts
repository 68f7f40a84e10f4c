import { playedGameRows, unplayedGames } from '@/components/stats/played-games';
import { formatDateTimeOr } from '@/lib/time-display';
import { GAMES } from '@/lib/games/registry';
import { entry } from './stats-fixtures';

const ids = (games: readonly { id: string }[]) => games.map((game) => game.id);

test("last played is a short month with hour and minute on the Chicago clock, or 'Never'", () => {
  const lastPlayed = (iso: string | null) => formatDateTimeOr(iso, 'Never');
  expect(lastPlayed('2026-11-21T18:05:00.000Z')).toBe('Nov 21, 2026, 12:05 PM Chicago time');
  expect(lastPlayed('2026-11-22T03:00:00.000Z')).toBe('Nov 21, 2026, 9:00 PM Chicago time');
  expect(lastPlayed('2026-07-04T15:30:00.000Z')).toBe('Jul 4, 2026, 10:30 AM Chicago time');
  expect(lastPlayed(null)).toBe('Never');
});

test('rows take the display name and numbers from the registry and the stats', () => {
  const [pokemon] = playedGameRows([entry('pokemon', { game_name: 'pokemon', last_played_date: null })]);
  expect(pokemon).toMatchObject({
    id: 'pokemon',
    name: 'Pokemon (original 151)',
    route: '/solve/pokemon',
    currentStreak: 1,
    bestStreak: 2,
    dailyGames: 2,
    totalGames: 3,
    lastPlayed: null,
    lastPlayedText: 'Never',
  });
});

test('with no stats, all five games (Pokemon included) are untried, by title', () => {
  expect(playedGameRows([])).toEqual([]);
  expect(ids(unplayedGames([]))).toEqual(['aoe2-units', 'bible-books', 'pokemon', 'slay-the-spire', 'subnautica-creatures']);
});

test('played games leave the untried list', () => {
  const stats = [entry('bible-books'), entry('pokemon')];
  expect(ids(playedGameRows(stats))).toEqual(['bible-books', 'pokemon']);
  expect(ids(unplayedGames(stats))).toEqual(['aoe2-units', 'slay-the-spire', 'subnautica-creatures']);
});

test('every game played leaves nothing untried', () => {
  expect(unplayedGames(GAMES.map((game) => entry(game.id)))).toEqual([]);
});

test('a row with no games counted is not a played game', () => {
  const stats = [entry('aoe2-units', { total_games_played: 0, total_daily_games_played: 0 })];
  expect(playedGameRows(stats)).toEqual([]);
  expect(ids(unplayedGames(stats))).toContain('aoe2-units');
});

test('a game guessed in without a win is played (zeros, its last guess), not untried', () => {
  const tried = [{ game_id: 'pokemon' as const, last_guess_at: '2026-11-21T18:05:00.000Z' }];
  const rows = playedGameRows([entry('bible-books')], tried);
  expect(ids(rows)).toEqual(['bible-books', 'pokemon']);
  expect(rows[1]).toMatchObject({ currentStreak: 0, totalGames: 0, lastPlayedText: 'Nov 21, 2026, 12:05 PM Chicago time' });
  expect(ids(unplayedGames([entry('bible-books')], tried))).toEqual(['aoe2-units', 'slay-the-spire', 'subnautica-creatures']);
});
