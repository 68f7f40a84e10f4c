import { screen, within } from '@testing-library/react';
import LeaderboardPage, { metadata } from '@/app/leaderboard/page';
import { getLeaderboard } from '@/lib/services/leaderboard';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';
import { ranking } from './leaderboard-fixtures';

jest.mock('next/server', () => ({ connection: jest.fn(async () => {}) }));
jest.mock('@/db/client', () => ({ getDb: jest.fn(async () => ({})) }));
jest.mock('@/lib/services/leaderboard', () => ({ ...jest.requireActual('@/lib/services/leaderboard'), getLeaderboard: jest.fn() }));
const readRanking = getLeaderboard as jest.MockedFunction<typeof getLeaderboard>;

beforeEach(() => {
  readRanking.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('is titled Leaderboard (the layout adds the site name)', () => {
  expect(metadata.title).toBe('Leaderboard');
});

test('renders the All Games ranking from the snapshot the calls share (its top 100), ten rows', async () => {
  readRanking.mockResolvedValueOnce(ranking(12));
  render(await LeaderboardPage());
  expect(readRanking).toHaveBeenCalledWith({}, expect.objectContaining({ limit: 100 }));
  expect(screen.getByRole('heading', { level: 1, name: 'Leaderboard' })).toBeInTheDocument();
  expect(screen.getByText('Top players ranked by current streak')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'Game' })).toHaveValue('all');
  expect(within(screen.getByRole('table')).getAllByRole('row')).toHaveLength(11);
});

test('a server error renders the board in its error state', async () => {
  readRanking.mockRejectedValueOnce(new Error('database down'));
  render(await LeaderboardPage());
  expect(screen.getByRole('alert')).toHaveTextContent('Failed to load leaderboard data');
  expect(console.error).toHaveBeenCalled();
});
