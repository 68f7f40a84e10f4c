import { act, fireEvent, screen, within } from '@testing-library/react';
import { LeaderboardHandover } from '@/components/leaderboard/LeaderboardHandover';
import { ApiRequestError } from '@/lib/client/api';
import { getLeaderboardRanking } from '@/lib/client/endpoints';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { deferred, player, ranking } from './leaderboard-fixtures';

jest.mock('@/lib/client/endpoints', () => ({ getLeaderboardRanking: jest.fn() }));
// useRouter: the site's links ask it to prefetch on intent (components/ui/Link.tsx).
jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search), useRouter: () => ({ prefetch: jest.fn() }) }));
const api = getLeaderboardRanking as jest.MockedFunction<typeof getLeaderboardRanking>;

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const cells = (row: HTMLElement) => Array.from(row.children).map((cell) => cell.textContent);
const selector = () => screen.getByRole('combobox', { name: 'Game' });

beforeEach(() => {
  window.history.replaceState(null, '', '/leaderboard');
  api.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('the server-read ranking shows drawn medals (no emoji font needed) for 1 to 3, #n after, and dashes up to ten rows (accounts-side §2.10)', () => {
  render(<LeaderboardHandover ranking={ranking(4)} />);
  const rows = bodyRows();
  expect(rows).toHaveLength(10);
  expect(cells(rows[0])).toEqual(['1', 'player1', '19', '29', '39', '49']);
  expect(cells(rows[1])[0]).toBe('2');
  expect(cells(rows[2])[0]).toBe('3');
  expect(cells(rows[3])).toEqual(['#4', 'player4', '16', '26', '36', '46']);
  for (const row of rows.slice(4)) expect(cells(row)).toEqual(['-', '-', '-', '-', '-', '-']);
  expect(['Rank 1', 'Rank 2', 'Rank 3'].map((name) => screen.getByRole('img', { name }).querySelector('svg')?.dataset.medal)).toEqual([
    'gold',
    'silver',
    'bronze',
  ]);
  expect(api).not.toHaveBeenCalled();
});

test('the columns and the profile links', () => {
  render(<LeaderboardHandover ranking={ranking(1)} />);
  expect(within(screen.getByRole('table')).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
    'Rank',
    'Username',
    'Current Streak',
    'Best Streak',
    'Daily Games',
    'Total Games',
  ]);
  expect(screen.getByRole('link', { name: 'player1' })).toHaveAttribute('href', '/profile/player1');
});

test('a full ranking shows exactly ten players and no dashes', () => {
  render(<LeaderboardHandover ranking={ranking(10)} />);
  const rows = bodyRows();
  expect(rows).toHaveLength(10);
  expect(cells(rows[9])[0]).toBe('#10');
  expect(screen.queryByText('-')).not.toBeInTheDocument();
});

test('shows when the ranking was calculated', () => {
  render(<LeaderboardHandover ranking={ranking(2, '2026-11-21T18:05:00.000Z')} />);
  expect(screen.getByText(/^Calculated:/)).toHaveTextContent('Calculated: Nov 21, 2026, 12:05 PM Chicago time');
});

test('no players: the empty state instead of the table', () => {
  render(<LeaderboardHandover ranking={ranking(0)} />);
  expect(screen.getByText('No players found')).toBeInTheDocument();
  expect(screen.getByText('No players have won any daily games for this category yet.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a failed server read shows the error text', () => {
  render(<LeaderboardHandover ranking={null} />);
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load leaderboard data');
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
  expect(screen.queryByText(/Calculated/)).not.toBeInTheDocument();
});

test('choosing a game fetches its ranking with limit 10, showing skeleton rows meanwhile', async () => {
  const answer = deferred<LeaderboardResponse>();
  api.mockReturnValueOnce(answer.promise as never);
  render(<LeaderboardHandover ranking={ranking(3)} />);

  fireEvent.change(selector(), { target: { value: 'pokemon' } });
  expect(api).toHaveBeenCalledWith('pokemon', 10);
  expect(selector()).toHaveValue('pokemon');
  expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
  expect(screen.queryByText('player1')).not.toBeInTheDocument();

  await act(async () => answer.resolve({ users: [player(1, { username: 'ash' })], calculatedAt: '2026-11-21T18:05:00.000Z' }));
  expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  expect(cells(bodyRows()[0])[1]).toBe('ash');
  expect(bodyRows()).toHaveLength(10);
});

test("the chosen game is in the address (?game=), and All Games takes it out", async () => {
  api.mockResolvedValue({ users: [player(1, { username: 'ash' })], calculatedAt: '2026-11-21T18:05:00.000Z' } as never);
  render(<LeaderboardHandover ranking={ranking(3)} />);
  await act(async () => fireEvent.change(selector(), { target: { value: 'pokemon' } }));
  expect(window.location.search).toBe('?game=pokemon');
  await act(async () => fireEvent.change(selector(), { target: { value: 'aoe2-units' } }));
  expect(window.location.search).toBe('?game=aoe2-units');
  fireEvent.change(selector(), { target: { value: 'all' } });
  expect(window.location.search).toBe('');
});

test("opened at ?game=pokemon, the board shows the Pokemon ranking the server read, without asking again", () => {
  window.history.replaceState(null, '', '/leaderboard?game=pokemon');
  render(<LeaderboardHandover game="pokemon" ranking={{ users: [player(1, { username: 'ash' })], calculatedAt: '2026-11-21T18:05:00.000Z' }} />);
  expect(selector()).toHaveValue('pokemon');
  expect(cells(bodyRows()[0])[1]).toBe('ash');
  expect(screen.getByRole('table', { name: 'Top players for Pokemon, ranked by current streak' })).toBeInTheDocument();
  expect(api).not.toHaveBeenCalled();
});

test('switching back to a game shows its ranking at once from the cache, without another call', async () => {
  api.mockResolvedValue({ users: [player(1, { username: 'moses' })], calculatedAt: '2026-11-21T18:05:00.000Z' } as never);
  render(<LeaderboardHandover ranking={ranking(3)} />);
  await act(async () => fireEvent.change(selector(), { target: { value: 'bible-books' } }));
  expect(cells(bodyRows()[0])[1]).toBe('moses');

  fireEvent.change(selector(), { target: { value: 'all' } });
  expect(screen.queryByTestId('skeleton-row')).not.toBeInTheDocument();
  expect(cells(bodyRows()[2])[1]).toBe('player3');
  fireEvent.change(selector(), { target: { value: 'bible-books' } });
  expect(cells(bodyRows()[0])[1]).toBe('moses');
  expect(api.mock.calls).toEqual([['bible-books', 10]]);
});

test('after a failed server read, Try again fetches the All Games ranking', async () => {
  api.mockResolvedValueOnce(ranking(2) as never);
  render(<LeaderboardHandover ranking={null} />);
  expect(api).not.toHaveBeenCalled();
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(api).toHaveBeenCalledWith('all', 10);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(cells(bodyRows()[1])[1]).toBe('player2');
});

test('a failed fetch shows the error text and logs; Try again fetches the same game', async () => {
  api.mockRejectedValueOnce(new ApiRequestError('HTTP 503: Service Unavailable', 503, '/api/leaderboard/real-time/aoe2-units'));
  render(<LeaderboardHandover ranking={ranking(3)} />);
  await act(async () => fireEvent.change(selector(), { target: { value: 'aoe2-units' } }));
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load leaderboard data');
  expect(console.error).toHaveBeenCalled();

  api.mockResolvedValueOnce(ranking(2) as never);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Try again' })));
  expect(api).toHaveBeenLastCalledWith('aoe2-units', 10);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(cells(bodyRows()[1])[1]).toBe('player2');
});

test('an answer for an earlier choice does not replace the latest one', async () => {
  const slow = deferred<LeaderboardResponse>();
  const fast = deferred<LeaderboardResponse>();
  api.mockReturnValueOnce(slow.promise as never).mockReturnValueOnce(fast.promise as never);
  render(<LeaderboardHandover ranking={ranking(3)} />);
  fireEvent.change(selector(), { target: { value: 'pokemon' } });
  fireEvent.change(selector(), { target: { value: 'bible-books' } });

  await act(async () => fast.resolve({ users: [player(1, { username: 'moses' })], calculatedAt: '2026-11-21T18:05:00.000Z' }));
  await act(async () => slow.resolve({ users: [player(1, { username: 'ash' })], calculatedAt: '2026-11-21T18:05:00.000Z' }));
  expect(screen.getByText('moses')).toBeInTheDocument();
  expect(screen.queryByText('ash')).not.toBeInTheDocument();
});
