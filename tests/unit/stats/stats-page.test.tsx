import { render, screen, within } from '@testing-library/react';
import { redirect } from 'next/navigation';
import StatsPage, { metadata } from '@/app/stats/page';
import { getViewerAccount } from '@/lib/auth/viewer';
import type { UserRow } from '@/db/queries/users';
import { readPlayerStats, type PlayerStats } from '@/lib/services/stats/game-stats';
import { emptyDistribution } from '@/lib/games/distribution';
import type { GameStatsEntryWithHistory } from '@/lib/progress/types';
import { entry as statsEntry } from './stats-fixtures';
import { captureLog } from '@/tests/helpers/log-capture';

/** A stats row with its daily history (none unless given). */
const entry = (game: Parameters<typeof statsEntry>[0], given: Partial<GameStatsEntryWithHistory> = {}): GameStatsEntryWithHistory => ({
  ...statsEntry(game),
  daily_rounds_played: 0,
  win_percent: 0,
  distribution: emptyDistribution(),
  ...given,
});

jest.mock('next/navigation', () => ({
  redirect: jest.fn((url: string) => {
    throw new Error(`NEXT_REDIRECT ${url}`);
  }),
  useSearchParams: () => null,
  useRouter: () => ({ prefetch: jest.fn() }), // the site's links prefetch on intent (components/ui/Link.tsx)
}));
jest.mock('@/lib/auth/viewer', () => ({ getViewerAccount: jest.fn() }));
jest.mock('@/db/client', () => ({ getDb: jest.fn(async () => ({})) }));
jest.mock('@/lib/services/stats/game-stats', () => ({ readPlayerStats: jest.fn() }));

const viewer = getViewerAccount as jest.MockedFunction<typeof getViewerAccount>;
const read = readPlayerStats as jest.MockedFunction<typeof readPlayerStats>;
const SUMMARY = { total_games: 9, total_daily_games: 6, overall_best_streak: 4 };
/** The player's stats as /stats reads them: nothing tried without a win and SUMMARY unless given. */
const stats = (given: Partial<PlayerStats>): PlayerStats => ({ entries: [], tried: [], summary: SUMMARY, ...given });
const ANN = { id: 'user-1', username: 'ann', role: 'user' } as UserRow;

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

const card = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

test('is not indexed by search engines', () => {
  expect(metadata.title).toBe('Stats');
  expect(metadata.robots).toEqual({ index: false, follow: false });
});

test('signed out goes to /login', async () => {
  viewer.mockResolvedValueOnce(null);
  await expect(StatsPage()).rejects.toThrow('NEXT_REDIRECT /login');
  expect(redirect).toHaveBeenCalledWith('/login');
  expect(read).not.toHaveBeenCalled();
});

test('signed in without a username goes to /username-setup', async () => {
  viewer.mockResolvedValueOnce({ ...ANN, username: null });
  await expect(StatsPage()).rejects.toThrow('NEXT_REDIRECT /username-setup');
  expect(read).not.toHaveBeenCalled();
});

test("reads the viewer's own stats and shows the cards and both lists", async () => {
  viewer.mockResolvedValueOnce(ANN);
  read.mockResolvedValueOnce(stats({ entries: [entry('bible-books'), entry('pokemon', { last_played_date: null })] }));
  render(await StatsPage());

  expect(read).toHaveBeenCalledTimes(1);
  expect(read).toHaveBeenCalledWith({}, 'user-1');
  expect(card('Total Games')).toBe('9');
  expect(card('Daily Games')).toBe('6');
  expect(card('Best Streak')).toBe('4');
  expect(card('Games Played')).toBe('2/5');

  const played = screen.getByRole('region', { name: "Games You've Played" });
  expect(within(played).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['Books of the Bible', 'Pokemon (original 151)']);
  expect(within(played).getByText('Never')).toBeInTheDocument();

  const untried = screen.getByRole('region', { name: "Games You Haven't Tried" });
  expect(within(untried).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
    '/solve/aoe2-units',
    '/solve/slay-the-spire',
    '/solve/subnautica-creatures',
  ]);
});

test('a new player sees both empty states right', async () => {
  viewer.mockResolvedValueOnce(ANN);
  read.mockResolvedValueOnce(stats({ summary: { total_games: 0, total_daily_games: 0, overall_best_streak: 0 } }));
  render(await StatsPage());
  expect(screen.getByText("You haven't played any games yet.")).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: "Games You Haven't Tried" })).getAllByRole('link')).toHaveLength(5);
  expect(card('Games Played')).toBe('0/5');
});

test('a failed read says so instead of showing zeros', async () => {
  viewer.mockResolvedValueOnce(ANN);
  read.mockRejectedValueOnce(new Error('database down'));
  const logged = captureLog();
  render(await StatsPage());
  logged.restore();
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load your stats. Please refresh the page to try again.');
  expect(screen.queryByText('Total Games')).not.toBeInTheDocument();
  expect(logged.lines.map((line) => [line.level, line.msg, line.err?.message])).toEqual([['error', '[stats] loading the stats failed', 'Error: database down']]);
});

test("a game guessed in but never won is listed as played, with its last guess's time, not as untried", async () => {
  viewer.mockResolvedValueOnce(ANN);
  read.mockResolvedValueOnce(stats({ entries: [entry('bible-books')], tried: [{ game_id: 'slay-the-spire', last_guess_at: '2026-11-21T18:05:00.000Z' }] }));
  render(await StatsPage());

  const played = screen.getByRole('region', { name: "Games You've Played" });
  const slay = within(played).getByRole('rowheader', { name: 'Slay the Spire cards' }).closest('tr')!;
  expect(within(slay).getByText('Nov 21, 2026, 12:05 PM Chicago time')).toBeInTheDocument();
  const untried = screen.getByRole('region', { name: "Games You Haven't Tried" });
  expect(within(untried).queryByRole('link', { name: /Slay the Spire/ })).not.toBeInTheDocument();
  expect(card('Games Played')).toBe('2/5');
});

test("each game with daily rounds played shows its guess distribution, as an image and a table", async () => {
  viewer.mockResolvedValueOnce(ANN);
  const distribution = { ...emptyDistribution(), '3': 2, '10+': 1 };
  read.mockResolvedValueOnce(stats({ entries: [entry('pokemon', { daily_rounds_played: 4, win_percent: 75, distribution }), entry('bible-books')] }));
  render(await StatsPage());

  const section = screen.getByRole('region', { name: 'Guess Distribution' });
  expect(within(section).getByText('Played 4 · Win 75%')).toBeInTheDocument();
  expect(within(section).getByRole('img', { name: 'Guess distribution: your Pokemon (original 151) wins' })).toBeInTheDocument();
  const table = within(section).getByRole('table', { name: 'Guess distribution: your Pokemon (original 151) wins' });
  expect(within(table).getByRole('rowheader', { name: '10+' }).nextElementSibling?.textContent).toBe('1');
  expect(within(section).queryByText(/Books of the Bible/)).not.toBeInTheDocument();
});

test('no distribution section before any daily round', async () => {
  viewer.mockResolvedValueOnce(ANN);
  read.mockResolvedValueOnce(stats({ entries: [entry('pokemon')] }));
  render(await StatsPage());
  expect(screen.queryByRole('region', { name: 'Guess Distribution' })).not.toBeInTheDocument();
});
