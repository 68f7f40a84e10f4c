/**
 * A guest's archive round on the game board (issue 29 item 6): judged through the archive calls, kept under
 * the archive's own storage key, never the daily state or the streak; a reload restores it won.
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { ArchiveBoard } from '@/components/game/ArchiveBoard';
import { ToastProvider } from '@/components/ui/toast';
import { archiveStorageKey } from '@/lib/client/archive-storage';
import * as endpoints from '@/lib/client/endpoints';
import bibleBooks from '@/lib/games/bible-books/items.json';
import { getGame } from '@/lib/games/registry';
import { serveEndpoints } from '@/tests/helpers/endpoint-mocks';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';

jest.mock('canvas-confetti', () => jest.fn());
jest.mock('@/lib/client/endpoints');

const game = getGame('bible-books')!;
const api = jest.mocked(endpoints);
const DAY = '2025-09-08';
const RUTH = bibleBooks.find((book) => book.name === 'Ruth')!;
const judged = (name: string) => ({
  date: DAY,
  puzzleNumber: 12,
  won: name === 'Ruth',
  attempt: { name, results: { testament: 'correct', genre: 'incorrect', author: 'incorrect', chapter_count: 'correct', audience: 'correct' } },
  receipt: `${name}.receipt`,
  ...(name === 'Ruth' ? { answer: RUTH } : {}),
});

beforeEach(() => {
  localStorage.clear();
  jest.resetAllMocks();
  window.scrollTo = jest.fn();
  serveEndpoints(api, (call, body) => {
    if (call === 'getCards') return { allBooks: bibleBooks };
    if (call === 'getArchiveDayInfo') return { date: DAY, puzzleNumber: 12, round: null };
    if (call === 'postArchiveGuess') return judged(String(body?.guess));
  });
});

async function renderBoard() {
  render(<AuthProvider><ToastProvider><ArchiveBoard game={game} date={DAY} /></ToastProvider></AuthProvider>);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Guess' })).toBeEnabled());
  return screen.getByRole('combobox', { name: 'Guess' });
}

async function guess(input: HTMLElement, name: string) {
  fireEvent.change(input, { target: { value: name } });
  await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
}

test('a guest wins a past day: judged by the archive call, kept apart from the daily and the streak', async () => {
  const input = await renderBoard();
  expect(screen.getByTestId('mode-badge')).toHaveTextContent('Puzzle #12');
  await guess(input, 'genesis');
  expect(api.postArchiveGuess).toHaveBeenCalledWith(game, DAY, { guess: 'Genesis' });
  await guess(input, 'Ruth');
  expect(await screen.findByTestId('victory')).toHaveTextContent('Puzzle #12 solved in 2 guesses.');
  expect(api.postDailyGuess).not.toHaveBeenCalled();
  expect(Object.keys(localStorage)).toEqual([archiveStorageKey(game)]);
  expect(JSON.parse(localStorage.getItem(archiveStorageKey(game))!)[DAY]).toMatchObject({ game_won: true, guessed_cards: ['Genesis', 'Ruth'], receipts: ['Genesis.receipt', 'Ruth.receipt'] });
});

test('a reload shows the stored win', async () => {
  localStorage.setItem(
    archiveStorageKey(game),
    JSON.stringify({ [DAY]: { date: DAY, game_won: true, is_hint_revealed: false, current_card_id: 'Ruth', guessed_cards: ['Ruth'], attempts_data: [judged('Ruth').attempt], answer: RUTH } }),
  );
  render(<AuthProvider><ToastProvider><ArchiveBoard game={game} date={DAY} /></ToastProvider></AuthProvider>);
  expect(await screen.findByTestId('victory')).toHaveTextContent('Puzzle #12 solved in 1 guess.');
  expect(screen.getByRole('combobox', { name: 'Guess' })).toBeDisabled();
});
