import { screen, waitFor } from '@testing-library/react';
import * as endpoints from '@/lib/client/endpoints';
import { getGame } from '@/lib/games/registry';
import bibleBooks from '@/lib/games/bible-books/items.json';
import { serveEndpoints, type EndpointName } from '@/tests/helpers/endpoint-mocks';
import { guess, renderBoard } from '@/tests/helpers/game-board';

jest.mock('canvas-confetti', () => jest.fn());
jest.mock('@/lib/client/endpoints');

const game = getGame('bible-books')!;
const api = jest.mocked(endpoints);
const TODAY = '2026-11-01';
const USER = { id: 'user-1', username: 'Reader', email: null, role: 'user', profile_picture: null, bio: '', badge: null, created_at: '', last_login: null };
const RUTH = bibleBooks.find((book) => book.name === 'Ruth')!;
const results = (won: boolean) => ({ testament: 'correct', genre: won ? 'correct' : 'incorrect', author: 'incorrect', chapter_count: 'partial-down', audience: 'correct' });
const emptyState = { date: TODAY, game_won: false, is_hint_revealed: false, current_card_id: null, guessed_cards: [], attempts_data: [], hint: null, answer: null };

function serve(overrides: Partial<Record<EndpointName, (body: Record<string, unknown> | undefined) => unknown>> = {}) {
  serveEndpoints(api, (call, body) => {
    const override = overrides[call];
    if (override) return override(body);
    if (call === 'getCurrentUser') return { user: USER };
    if (call === 'getCards') return { allBooks: bibleBooks };
    if (call === 'getDailyInfo') return { date: TODAY, puzzleNumber: 9, nextResetUTC: '2099-01-01T06:00:00.000Z', book: null };
    if (call === 'getDailyState') return emptyState;
    if (call === 'getDailySummaryOf') return { date: TODAY, gameData: { 'bible-books': { currentStreak: 2, bestStreak: 5, isCompleted: false } } };
    if (call === 'postDailyGuess') {
      const won = body?.guess === 'Ruth';
      return { date: TODAY, puzzleNumber: 9, won, attempt: { name: body?.guess, results: results(won) }, saved: true, ...(won ? { answer: RUTH, streak: 3 } : {}) };
    }
  });
}


beforeEach(() => {
  localStorage.clear();
  document.cookie = 'guessdle_signed_in=1; path=/';
  jest.resetAllMocks();
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  document.cookie = 'guessdle_signed_in=; max-age=0; path=/';
  jest.restoreAllMocks();
});

test("a signed-in player's round and streak come from the server, and guesses are not kept in browser storage", async () => {
  serve({
    getDailyState: () => ({ ...emptyState, guessed_cards: ['Genesis'], attempts_data: [{ name: 'Genesis', results: results(false) }] }),
  });
  const input = await renderBoard();
  expect(screen.getByTestId('mode-badge')).toHaveTextContent('Daily Streak: 2');
  expect(screen.getAllByText('Genesis').length).toBeGreaterThan(0);

  await guess(input, 'exodus');
  expect(api.getDailyState).toHaveBeenCalledWith('user-1', game, TODAY);
  // Every signed-in guess carries a key of its own (a UUID made in the browser): the server records it once.
  expect(api.postDailyGuess).toHaveBeenCalledWith(game, { guess: 'Exodus', date: TODAY, key: expect.stringMatching(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/) });
  expect(localStorage.getItem(game.dailyKey)).toBeNull();
});

test('a signed-in win shows the streak its answer carries, with no further call to the server', async () => {
  serve();
  const input = await renderBoard();
  // The statistics panel a win opens reads its own numbers (issue 29): they are not calls for the streak.
  const statsCalls = new Set(['getEveryoneStats', 'getOwnGameStats', 'getTimeInfo']);
  const countCalls = () => Object.entries(api).reduce((count, [name, fn]) => count + (jest.isMockFunction(fn) && !statsCalls.has(name) ? fn.mock.calls.length : 0), 0);
  const callsBeforeWin = countCalls();
  await guess(input, 'ruth');
  await waitFor(() => expect(screen.getByTestId('mode-badge')).toHaveTextContent('Daily Streak: 3'));
  const callsAfterWin = countCalls();
  expect(callsAfterWin - callsBeforeWin).toBe(1);
  expect(api.getDailySummaryOf).toHaveBeenCalledTimes(1);
  expect(localStorage.getItem(game.streakKey)).toBeNull();
});

test('when the server could not store a guess, play goes on and the cloud-save toast says so', async () => {
  serve({
    postDailyGuess: (body) => ({ date: TODAY, puzzleNumber: 9, won: false, attempt: { name: body?.guess, results: results(false) }, saved: false }),
  });
  const input = await renderBoard();
  await guess(input, 'genesis');
  expect(await screen.findByText('Failed to save your progress to the cloud. Playing offline for now.')).toBeVisible();
  expect(input).toBeEnabled();
});

test('a win the server could not store shows the cloud-save toast and keeps the victory', async () => {
  serve({ postDailyGuess: (body) => ({ date: TODAY, puzzleNumber: 9, won: true, attempt: { name: body?.guess, results: results(true) }, answer: RUTH, saved: false }) });
  const input = await renderBoard();
  await guess(input, 'ruth');
  expect(await screen.findByText('Failed to save your progress to the cloud. Playing offline for now.')).toBeVisible();
  expect(input).toBeDisabled();
});

test('a win another tab recorded first (its answer has no streak) shows the streak the summary reads', async () => {
  let summaries = 0;
  serve({
    postDailyGuess: (body) => ({ date: TODAY, puzzleNumber: 9, won: true, attempt: { name: body?.guess, results: results(true) }, answer: RUTH, saved: true }),
    getDailySummaryOf: () => ({ date: TODAY, gameData: { 'bible-books': { currentStreak: ++summaries === 1 ? 2 : 3, bestStreak: 5, isCompleted: summaries > 1 } } }),
  });
  const input = await renderBoard();
  expect(screen.getByTestId('mode-badge')).toHaveTextContent('Daily Streak: 2');
  await guess(input, 'ruth');
  await waitFor(() => expect(screen.getByTestId('mode-badge')).toHaveTextContent('Daily Streak: 3'));
});
