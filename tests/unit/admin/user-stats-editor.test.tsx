/** The admin Game Statistics editor (accounts-side §4.7, §5, §8). */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { UserStatsEditor } from '@/components/admin/UserStatsEditor';
import { ToastProvider } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/client/api';
import { getAdminUserStats, putAdminUserStats, type AdminGameStat } from '@/lib/client/endpoints';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';

jest.mock('@/lib/client/endpoints');
const read = jest.mocked(getAdminUserStats);
const write = jest.mocked(putAdminUserStats);

const stat = (game: AdminGameStat['game'], game_name: string, values: Partial<AdminGameStat> = {}): AdminGameStat => ({
  game, game_name, total_games_played: 0, total_daily_games_played: 0, best_daily_streak: 0, current_daily_streak: 0, last_played_date: null, ...values,
});
const SERVER = [stat('pokemon', 'Pokemon', { total_games_played: 12, total_daily_games_played: 10, best_daily_streak: 6, current_daily_streak: 4 }), stat('bible-books', 'Bible')];

async function open() {
  read.mockResolvedValue({ stats: SERVER });
  await act(async () => {
    render(
      <ToastProvider>
        <UserStatsEditor userId="p1" />
      </ToastProvider>,
    );
  });
  return within(screen.getByRole('group', { name: 'Pokemon' }));
}
const save = () => screen.getByRole('button', { name: 'Save' });

beforeEach(() => {
  read.mockReset();
  write.mockReset();
});
afterEach(() => jest.useRealTimers());

test('digits only; an emptied field becomes 0 when left; the current streak is shown, not editable', async () => {
  const pokemon = await open();
  const total = pokemon.getByLabelText('Total games');
  fireEvent.change(total, { target: { value: '1e5-' } });
  expect(total).toHaveValue('15');
  fireEvent.change(total, { target: { value: '' } });
  fireEvent.blur(total);
  expect(total).toHaveValue('0');
  expect(pokemon.getByText('4').tagName).toBe('OUTPUT');
  expect(pokemon.queryByLabelText('Current streak')).toBeNull();
});

test('Save only after a change; Reset restores the server values', async () => {
  const pokemon = await open();
  expect(save()).toBeDisabled();
  fireEvent.change(pokemon.getByLabelText('Best streak'), { target: { value: '8' } });
  expect(save()).toBeEnabled();
  fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
  expect(pokemon.getByLabelText('Best streak')).toHaveValue('6');
  expect(save()).toBeDisabled();
});

test('every game is sent as integers; the note goes after 3 s', async () => {
  jest.useFakeTimers();
  const pokemon = await open();
  write.mockResolvedValue({ stats: SERVER });
  fireEvent.change(pokemon.getByLabelText('Best streak'), { target: { value: '9' } });
  await act(async () => void fireEvent.click(save()));
  expect(write).toHaveBeenCalledWith('p1', {
    gameStats: [
      { game: 'pokemon', total_games_played: 12, total_daily_games_played: 10, best_daily_streak: 9 },
      { game: 'bible-books', total_games_played: 0, total_daily_games_played: 0, best_daily_streak: 0 },
    ],
  });
  expect(screen.getByText('Statistics saved.')).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(2_900));
  expect(screen.getByText('Statistics saved.')).toBeInTheDocument();
  act(() => void jest.advanceTimersByTime(200));
  expect(screen.queryByText('Statistics saved.')).toBeNull();
});

test('impossible figures are refused before sending', async () => {
  const pokemon = await open();
  fireEvent.change(pokemon.getByLabelText('Best streak'), { target: { value: '11' } });
  await act(async () => void fireEvent.click(save()));
  expect(write).not.toHaveBeenCalled();
  expect(screen.getByRole('alert')).toHaveTextContent('Pokemon: Best streak cannot be more than daily games');
});

test("a refusal shows the server's reason, and 'Failed to update statistics' without one", async () => {
  const pokemon = await open();
  fireEvent.change(pokemon.getByLabelText('Best streak'), { target: { value: '3' } });
  write.mockRejectedValueOnce(new ApiRequestError('HTTP 400: Bad Request', 400, '/x', 'Best streak in Pokemon cannot be below the current streak (4).'));
  await act(async () => void fireEvent.click(save()));
  expect(screen.getAllByText('Best streak in Pokemon cannot be below the current streak (4).').length).toBeGreaterThanOrEqual(1);
  write.mockRejectedValueOnce(new ApiRequestError('HTTP 500: Internal Server Error', 500, '/x'));
  await act(async () => void fireEvent.click(save()));
  expect(screen.getByText('Failed to update statistics')).toBeInTheDocument();
  expect(screen.getByText('Failed to update game statistics')).toBeInTheDocument();
});
