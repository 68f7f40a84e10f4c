import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { GameBoard } from '@/components/game/GameBoard';
import { ToastProvider } from '@/components/ui/toast';
import { apiRequest } from '@/lib/client/api';
import { getGame } from '@/lib/games/registry';
import bibleBooks from '@/lib/games/bible-books/items.json';

jest.mock('canvas-confetti', () => jest.fn());
jest.mock('@/lib/client/api', () => ({ ...jest.requireActual('@/lib/client/api'), apiRequest: jest.fn() }));

const game = getGame('bible-books')!;
const api = apiRequest as jest.MockedFunction<typeof apiRequest>;
const TODAY = '2026-11-01';
const USER = { id: 'user-1', username: 'Reader', email: null, role: 'user', profile_picture: null, bio: '', badge: null, created_at: '', last_login: null };
const STATE_PATH = `/api/daily-game-states/user/user-1/game/bible-books/date/${TODAY}`;
const SUMMARY_PATH = `/api/daily-game-states/user/user-1/summary/${TODAY}`;
const RUTH = bibleBooks.find((book) => book.name === 'Ruth')!;
const results = (won: boolean) => ({ testament: 'correct', genre: won ? 'correct' : 'incorrect', author: 'incorrect', chapter_count: 'partial-down', audience: 'correct' });
const emptyState = { date: TODAY, game_won: false, is_hint_revealed: false, current_card_id: null, guessed_cards: [], attempts_data: [], hint: null, answer: null };

function serve(overrides: Record<string, (body: Record<string, unknown> | undefined) => unknown> = {}) {
  let streak = 2;
  api.mockImplementation(async (endpoint, options) => {
    const body = options?.body as Record<string, unknown> | undefined;
    if (overrides[endpoint]) {
      const answer = overrides[endpoint](body);
      if (answer instanceof Error) throw answer;
      return answer as never;
    }
    if (endpoint === '/auth/me') return { user: USER } as never;
    if (endpoint === '/api/cards/bible-books') return { allBooks: bibleBooks } as never;
    if (endpoint === '/api/daily/bible-books') return { date: TODAY, puzzleNumber: 9, nextResetUTC: '2099-01-01T06:00:00.000Z', book: null } as never;
    if (endpoint === STATE_PATH) return emptyState as never;
    if (endpoint === SUMMARY_PATH) return { date: TODAY, gameData: { 'bible-books': { currentStreak: streak, bestStreak: 5, isCompleted: streak === 3 } } } as never;
    if (endpoint === '/api/game-stats/user/user-1/game/bible-books') {
      streak = 3;
      return { stats: null, newAchievements: [] } as never;
    }
    if (endpoint === '/api/daily/bible-books/guess') {
      const won = body?.guess === 'Ruth';
      return { date: TODAY, puzzleNumber: 9, won, attempt: { name: body?.guess, results: results(won) }, saved: true, ...(won ? { answer: RUTH } : {}) } as never;
    }
    throw new Error(`unexpected call ${endpoint}`);
  });
}

async function renderBoard() {
  render(<AuthProvider><ToastProvider><GameBoard game={game} /></ToastProvider></AuthProvider>);
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Guess' })).toBeEnabled());
  return screen.getByRole('combobox', { name: 'Guess' });
}

async function guess(input: HTMLElement, name: string) {
  fireEvent.change(input, { target: { value: name } });
  await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
}

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'guessdle_signed_in=1; path=/';
  api.mockReset();
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.cookie = 'guessdle_signed_in=; max-age=0; path=/';
  jest.restoreAllMocks();
});

test("a signed-in player's round and streak come from the server, and guesses are not kept in browser storage", async () => {
  serve({
    [STATE_PATH]: () => ({ ...emptyState, guessed_cards: ['Genesis'], attempts_data: [{ name: 'Genesis', results: results(false) }] }),
  });
  const input = await renderBoard();
  expect(screen.getByTestId('mode-badge')).toHaveTextContent('Daily Streak: 2');
  expect(screen.getAllByText('Genesis').length).toBeGreaterThan(0);

  await guess(input, 'exodus');
  expect(api).toHaveBeenCalledWith('/api/daily/bible-books/guess', { method: 'POST', body: { guess: 'Exodus', date: TODAY } });
  expect(localStorage.getItem(game.dailyKey)).toBeNull();
});

test('a signed-in win is reported to the server and the streak is read back from the summary', async () => {
  serve();
  const input = await renderBoard();
  await guess(input, 'ruth');
  await waitFor(() => expect(screen.getByTestId('mode-badge')).toHaveTextContent('Daily Streak: 3'));
  expect(api).toHaveBeenCalledWith('/api/game-stats/user/user-1/game/bible-books', { method: 'POST', body: { is_daily: true, attempts_count: 1 } });
  expect(localStorage.getItem(game.streakKey)).toBeNull();
});

test('when the server could not store a guess, play goes on and the cloud-save toast says so', async () => {
  serve({
    '/api/daily/bible-books/guess': (body) => ({ date: TODAY, puzzleNumber: 9, won: false, attempt: { name: body?.guess, results: results(false) }, saved: false }),
  });
  const input = await renderBoard();
  await guess(input, 'genesis');
  expect(await screen.findByText('Failed to save your progress to the cloud. Playing offline for now.')).toBeVisible();
  expect(input).toBeEnabled();
});

test('a failed win report shows the cloud-save toast and keeps the victory', async () => {
  serve({ '/api/game-stats/user/user-1/game/bible-books': () => new Error('offline') });
  const input = await renderBoard();
  await guess(input, 'ruth');
  expect(await screen.findByText('Failed to save your progress to the cloud. Playing offline for now.')).toBeVisible();
  expect(input).toBeDisabled();
});
