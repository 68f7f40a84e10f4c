import { act, render as renderPlain, screen, within } from '@testing-library/react';
import { LeaderboardPreview } from '@/components/home/LeaderboardPreview';
import { ApiRequestError } from '@/lib/client/api';
import { getLeaderboardRanking } from '@/lib/client/endpoints';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { queryWrapper, renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { deferred, ranking } from './leaderboard-fixtures';

jest.mock('@/lib/client/endpoints', () => ({ getLeaderboardRanking: jest.fn() }));
const api = getLeaderboardRanking as jest.MockedFunction<typeof getLeaderboardRanking>;

const preview = () => screen.getByRole('region', { name: 'Top Players' });
const entries = () => within(preview()).getAllByRole('listitem');

beforeEach(() => {
  api.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('shows a loading state, then the top five with medals, profile links and current streaks', async () => {
  const answer = deferred<LeaderboardResponse>();
  api.mockReturnValueOnce(answer.promise as never);
  render(<LeaderboardPreview />);
  expect(api).toHaveBeenCalledWith('all', 5);
  expect(screen.getAllByTestId('preview-skeleton')).toHaveLength(5);
  expect(within(preview()).getByRole('list')).toHaveAttribute('aria-busy', 'true');

  await act(async () => answer.resolve(ranking(5)));
  expect(screen.queryByTestId('preview-skeleton')).not.toBeInTheDocument();
  const rows = entries();
  expect(rows.map((row) => row.textContent)).toEqual([
    '1player119 day streak',
    '2player218 day streak',
    '3player317 day streak',
    '#4player416 day streak',
    '#5player515 day streak',
  ]);
  expect(within(rows[0]).getByRole('img', { name: 'Rank 1' }).querySelector('svg')).toHaveAttribute('data-medal', 'gold');
  expect(within(rows[3]).getByRole('link', { name: 'player4' })).toHaveAttribute('href', '/profile/player4');
  expect(within(preview()).getByRole('link', { name: 'View Full Leaderboard' })).toHaveAttribute('href', '/leaderboard');
});

test('never shows more than five, even if the answer holds more', async () => {
  api.mockResolvedValueOnce(ranking(8) as never);
  await act(async () => render(<LeaderboardPreview />));
  expect(entries()).toHaveLength(5);
});

test('no players: the preview says so plainly', async () => {
  api.mockResolvedValueOnce(ranking(0) as never);
  await act(async () => render(<LeaderboardPreview />));
  expect(within(preview()).getByText('No players on the leaderboard yet.')).toBeInTheDocument();
  expect(within(preview()).queryByRole('list')).not.toBeInTheDocument();
  expect(console.error).not.toHaveBeenCalled();
});

test('a failed fetch is logged and shows the empty preview, with the link still there', async () => {
  api.mockRejectedValueOnce(new ApiRequestError('HTTP 500: Internal Server Error', 500, '/api/leaderboard/real-time'));
  await act(async () => render(<LeaderboardPreview />));
  expect(within(preview()).getByText('No players on the leaderboard yet.')).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('Failed to load leaderboard', expect.any(ApiRequestError));
  expect(within(preview()).getByRole('link', { name: 'View Full Leaderboard' })).toBeInTheDocument();
});

test('coming back to the home page shows the top five kept from the first visit, without another call', async () => {
  api.mockResolvedValueOnce(ranking(5) as never);
  const { Wrapper } = queryWrapper();
  const first = renderPlain(<LeaderboardPreview />, { wrapper: Wrapper });
  await act(async () => {});
  first.unmount();
  renderPlain(<LeaderboardPreview />, { wrapper: Wrapper });
  expect(screen.queryByTestId('preview-skeleton')).not.toBeInTheDocument();
  expect(entries()).toHaveLength(5);
  expect(api).toHaveBeenCalledTimes(1);
});
