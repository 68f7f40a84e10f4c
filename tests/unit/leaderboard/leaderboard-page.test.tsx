import { screen, within } from '@testing-library/react';
import LeaderboardPage, { metadata } from '@/app/leaderboard/page';
import { readLeaderboardSnapshot } from '@/lib/services/leaderboard/snapshot';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { ranking } from './leaderboard-fixtures';
import { captureLog } from '@/tests/helpers/log-capture';

jest.mock('next/server', () => ({ connection: jest.fn(async () => {}) }));
jest.mock('next/navigation', () => ({
  useSearchParams: () => new URLSearchParams(window.location.search),
  useRouter: () => ({ prefetch: jest.fn() }), // the site's links prefetch on intent (components/ui/Link.tsx)
  // Next's redirect throws to end the render; here it throws the address it was given.
  redirect: jest.fn((address: string) => {
    throw new Error(`redirect ${address}`);
  }),
}));
jest.mock('@/db/client', () => ({ getDb: jest.fn(async () => ({})) }));
jest.mock('@/lib/services/leaderboard/snapshot', () => ({ readLeaderboardSnapshot: jest.fn() }));
const readRanking = readLeaderboardSnapshot as jest.MockedFunction<typeof readLeaderboardSnapshot>;

beforeEach(() => {
  window.history.replaceState(null, '', '/leaderboard');
  readRanking.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('is titled Leaderboard (the layout adds the site name)', () => {
  expect(metadata.title).toBe('Leaderboard');
});

test('renders the All Games ranking from the stored ranking the calls share, ten rows', async () => {
  readRanking.mockResolvedValueOnce(ranking(12));
  render(await LeaderboardPage());
  expect(readRanking).toHaveBeenCalledWith({}, { limit: 10 });
  expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
  expect(screen.getByText('Top players ranked by current streak')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('all');
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
});

test('a server error renders the board in its error state', async () => {
  readRanking.mockRejectedValueOnce(new Error('database down'));
  const logged = captureLog();
  render(await LeaderboardPage());
  logged.restore();
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load leaderboard data');
  expect(logged.lines.map((line) => [line.level, line.msg, line.err?.message])).toEqual([['error', '[leaderboard] loading the leaderboard failed', 'Error: database down']]);
});

test('?game=pokemon renders the Pokemon board on the server, its ranking read for that game', async () => {
  window.history.replaceState(null, '', '/leaderboard?game=pokemon');
  readRanking.mockResolvedValueOnce(ranking(2));
  render(await LeaderboardPage({ searchParams: Promise.resolve({ game: 'pokemon' }) }));
  expect(readRanking).toHaveBeenCalledWith({}, expect.objectContaining({ game: 'pokemon' }));
  expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('pokemon');
  expect(screen.getByRole('table', { name: 'Top players for Pokemon, ranked by current streak' })).toBeInTheDocument();
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
});

test('an unknown, repeated or All Games ?game= is redirected to the address of the board it shows, other parameters kept (issue 36 item 12)', async () => {
  for (const [params, address] of [
    [{ game: 'nope' }, '/leaderboard'],
    [{ game: 'all' }, '/leaderboard'],
    [{ game: ['pokemon', 'pokemon'] }, '/leaderboard'],
    [{ game: 'nope', ref: 'share' }, '/leaderboard?ref=share'],
  ] as const) {
    await expect(LeaderboardPage({ searchParams: Promise.resolve(params as Record<string, string | string[]>) })).rejects.toThrow(`redirect ${address}`);
  }
  expect(readRanking).not.toHaveBeenCalled();
});
