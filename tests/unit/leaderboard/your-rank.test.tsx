import { act, screen } from '@testing-library/react';
import { YourRank } from '@/components/leaderboard/YourRank';
import { getLeaderboardRankOf } from '@/lib/client/endpoints';
import { readCurrentUser } from '@/lib/client/queries/current-user';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';

jest.mock('@/lib/client/endpoints', () => ({ getLeaderboardRankOf: jest.fn() }));
jest.mock('@/lib/client/queries/current-user', () => {
  const readCurrentUser = jest.fn();
  return { readCurrentUser, currentUserQuery: { queryKey: ['current-user'], queryFn: () => readCurrentUser(), staleTime: Infinity, retry: false } };
});
const rankCall = getLeaderboardRankOf as jest.MockedFunction<typeof getLeaderboardRankOf>;
const signedIn = readCurrentUser as jest.MockedFunction<typeof readCurrentUser>;
const viewer = (id: string) => ({ id, username: 'Viewer' }) as Awaited<ReturnType<typeof readCurrentUser>>;

beforeEach(() => {
  rankCall.mockReset();
  signedIn.mockReset();
});

test('a signed-in player whose row is not shown sees "You: #rank of total" for the chosen board', async () => {
  signedIn.mockResolvedValue(viewer('me'));
  rankCall.mockResolvedValue({ rank: 1234, total: 98765 });
  render(<YourRank game="pokemon" shownIds={['a', 'b']} />);
  expect(await screen.findByText('You: #1,234 of 98,765')).toBeInTheDocument();
  expect(rankCall).toHaveBeenCalledWith('pokemon');
});

test('a player who is not ranked is told how to get ranked', async () => {
  signedIn.mockResolvedValue(viewer('me'));
  rankCall.mockResolvedValue({ rank: null, total: 10 });
  render(<YourRank game="all" shownIds={[]} />);
  expect(await screen.findByText('Win a daily puzzle to appear on the leaderboard.')).toBeInTheDocument();
});

test('nothing when the player’s row is in the table (and no call), nor for a guest', async () => {
  signedIn.mockResolvedValue(viewer('me'));
  const { unmount } = render(<YourRank game="pokemon" shownIds={['a', 'me']} />);
  await act(async () => {}); // the user query answered
  expect(signedIn).toHaveBeenCalled();
  expect(screen.queryByTestId('your-rank')).not.toBeInTheDocument();
  expect(rankCall).not.toHaveBeenCalled();
  unmount();

  signedIn.mockResolvedValue(null);
  render(<YourRank game="pokemon" shownIds={[]} />);
  await act(async () => {}); // the user query answered
  expect(signedIn).toHaveBeenCalled();
  expect(screen.queryByTestId('your-rank')).not.toBeInTheDocument();
  expect(rankCall).not.toHaveBeenCalled();
});
