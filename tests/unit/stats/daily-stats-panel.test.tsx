import { screen, waitFor, within } from '@testing-library/react';
import { DailyStatsPanel } from '@/components/stats/DailyStatsPanel';
import * as endpoints from '@/lib/client/endpoints';
import { ApiRequestError } from '@/lib/client/api';
import { emptyDistribution } from '@/lib/games/distribution';
import { getGame } from '@/lib/games/registry';
import { serveEndpoints } from '@/tests/helpers/endpoint-mocks';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';

jest.mock('@/lib/client/endpoints');

const api = jest.mocked(endpoints);
const game = getGame('pokemon')!;
const TODAY = '2026-11-26';
const EVERYONE = { date: TODAY, solvedCount: 1234, averageGuesses: 4.2, distribution: { ...emptyDistribution(), '3': 400, '4': 834 } };
const TIME = { nextResetUTC: new Date(Date.now() + 5 * 3600_000).toISOString(), serverTime: new Date().toISOString() };

beforeEach(() => {
  localStorage.clear();
  jest.resetAllMocks();
});

test("a guest: their numbers from this browser, the round's bar marked, everyone's with the winning receipt", async () => {
  localStorage.setItem(game.streakKey, JSON.stringify(['2026-11-24', '2026-11-25', TODAY]));
  localStorage.setItem(`${game.dailyKey}History`, JSON.stringify({ '2026-11-25': { guesses: 5, won: true }, [TODAY]: { guesses: 3, won: true }, '2026-11-20': { guesses: 8, won: false } }));
  serveEndpoints(api, (call) => (call === 'getEveryoneStats' ? EVERYONE : call === 'getTimeInfo' ? TIME : undefined));
  render(<DailyStatsPanel game={game} accountId={null} date={TODAY} guesses={3} winningReceipt="r.eceipt" />);

  expect(screen.getByTestId('stats-played')).toHaveTextContent('4');
  expect(screen.getByTestId('stats-win-percent')).toHaveTextContent('75');
  expect(screen.getByTestId('stats-current-streak')).toHaveTextContent('3');
  expect(screen.getByText(/1 earlier win was played before guess counts were kept/)).toBeInTheDocument();
  const own = screen.getByRole('img', { name: 'Guess distribution: your wins' });
  expect([...own.querySelectorAll('[data-current]')].map((bar) => bar.getAttribute('data-bucket'))).toEqual(['3']);

  expect(await screen.findByText("1,234 players solved today's puzzle, in 4.2 guesses on average")).toBeInTheDocument();
  expect(api.getEveryoneStats).toHaveBeenCalledWith(game, 'r.eceipt');
  const everyone = screen.getByRole('img', { name: "Guess distribution: everyone's wins today" });
  expect(everyone.querySelectorAll('[data-current]')).toHaveLength(0);
  expect(screen.getByText("Everyone's numbers are the recorded wins of signed-in players.")).toBeInTheDocument();
  await waitFor(() => expect(screen.getByTestId('next-puzzle')).toHaveTextContent(/^Next puzzle in \d\d:\d\d:\d\d$/));
});

test("a signed-in player: their numbers from the server; no receipt is sent; a refusal shows the server's message", async () => {
  serveEndpoints(api, (call) => {
    if (call === 'getOwnGameStats')
      return {
        stats: [
          {
            game_id: 'pokemon', game_name: 'Pokemon', total_games_played: 9, total_daily_games_played: 6, current_daily_streak: 2, best_daily_streak: 5,
            last_played_date: null, daily_rounds_played: 7, win_percent: 86, distribution: { ...emptyDistribution(), '2': 6 },
          },
        ],
      };
    if (call === 'getEveryoneStats') return new ApiRequestError('HTTP 403', 403, '/api/daily/pokemon/stats', 'Solve it first.', 'stats_locked');
    if (call === 'getTimeInfo') return TIME;
  });
  render(<DailyStatsPanel game={game} accountId="user-1" date={TODAY} guesses={2} winningReceipt={null} />);
  await waitFor(() => expect(screen.getByTestId('stats-played')).toHaveTextContent('7'));
  expect(screen.getByTestId('stats-win-percent')).toHaveTextContent('86');
  expect(screen.getByTestId('stats-max-streak')).toHaveTextContent('5');
  const table = screen.getByRole('table', { name: 'Guess distribution: your wins' });
  expect(within(table).getByRole('rowheader', { name: '2 (this round)' }).nextElementSibling).toHaveTextContent('6');
  expect(api.getEveryoneStats).toHaveBeenCalledWith(game, null);
  expect(await screen.findByText('Solve it first.')).toBeInTheDocument();
});
