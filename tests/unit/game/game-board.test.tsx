import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiRequestError } from '@/lib/client/api';
import * as endpoints from '@/lib/client/endpoints';
import bibleBooks from '@/lib/games/bible-books/items.json';
import { serveEndpoints, type EndpointName } from '@/tests/helpers/endpoint-mocks';
import { BOARD_LOAD_ANSWERS, BOARD_TODAY, boardGame, guess, renderBoard, renderGameBoard } from '@/tests/helpers/game-board';

jest.mock('canvas-confetti', () => jest.fn());
jest.mock('@/lib/client/endpoints');

const game = boardGame;
const api = jest.mocked(endpoints);
const TODAY = BOARD_TODAY;
const RUTH = bibleBooks.find((book) => book.name === 'Ruth')!;
const row = (won: boolean, name: string) => ({ date: TODAY, puzzleNumber: 7, won, attempt: { name, results: { testament: 'correct', genre: won ? 'correct' : 'incorrect', author: 'incorrect', chapter_count: 'partial-down', audience: 'correct' } }, ...(won ? { answer: RUTH } : {}) });

type Handler = (call: EndpointName, body: Record<string, unknown> | undefined) => unknown;
function serve(handler: Handler = () => undefined) {
  serveEndpoints(api, (call, body) => handler(call, body) ?? BOARD_LOAD_ANSWERS[call]);
}

const badge = () => screen.getByTestId('mode-badge');
const saved = () => JSON.parse(localStorage.getItem(game.dailyKey) ?? 'null');

beforeEach(() => {
  localStorage.clear();
  jest.resetAllMocks();
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

test('a daily win is judged by the server, saved after every guess, and counted once in the streak', async () => {
  serve((call, body) => (call.endsWith('Guess') ? row(body?.guess === 'Ruth', String(body?.guess)) : undefined));
  const input = await renderBoard();
  expect(badge()).toHaveTextContent('Daily Streak: 0');

  await guess(input, 'genesis');
  expect(api.postDailyGuess).toHaveBeenCalledWith(game, { guess: 'Genesis', date: TODAY, key: expect.any(String) });
  expect(saved()).toMatchObject({ date: TODAY, game_won: false, current_card_id: null, guessed_cards: ['Genesis'] });

  await guess(input, 'Ruth');
  expect(await screen.findByTestId('victory')).toHaveTextContent('You found it: Ruth');
  expect(screen.getAllByTestId('attempt-row').map((tr) => tr.querySelector('th')?.textContent)).toEqual(['Ruth', 'Genesis']);
  expect(screen.getByRole('cell', { name: 'Chapters: 4, lower' })).toBeInTheDocument();
  expect(saved()).toMatchObject({ game_won: true, current_card_id: 'Ruth', guessed_cards: ['Genesis', 'Ruth'], answer: RUTH });
  expect(JSON.parse(localStorage.getItem(game.streakKey)!)).toEqual([TODAY]);
  expect(badge()).toHaveTextContent('Daily Streak: 1');
  expect(input).toBeDisabled();
  expect(screen.getByRole('button', { name: game.directoryButtonText })).toBeDisabled();
  expect(screen.getByTestId('victory')).toHaveTextContent(RUTH.verse);
});

test('a reload shows the saved win without counting it again; endless play never touches the streak', async () => {
  localStorage.setItem(game.dailyKey, JSON.stringify({ date: TODAY, game_won: true, is_hint_revealed: false, current_card_id: 'Ruth', guessed_cards: ['Ruth'], attempts_data: [row(true, 'Ruth').attempt], answer: RUTH }));
  localStorage.setItem(game.streakKey, JSON.stringify([TODAY]));
  serve((call, body) => {
    if (call === 'postEndlessStart') return { token: 'round-1' };
    if (call === 'postEndlessGuess') return { won: body?.guess === 'Jonah', attempt: { name: body?.guess, results: {} }, answer: { ...RUTH, name: 'Jonah' } };
  });
  const { findByTestId } = screen;
  renderGameBoard();
  expect(await findByTestId('victory')).toHaveTextContent('Ruth');
  expect(badge()).toHaveTextContent('Daily Streak: 1');

  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Play Again' })));
  expect(badge()).toHaveTextContent('Endless Mode');
  expect(screen.getByText("You can keep playing, but it won't count towards your daily streak.")).toBeInTheDocument();
  const input = screen.getByRole('combobox', { name: 'Guess' });
  await guess(input, 'Jonah');
  expect(await findByTestId('victory')).toHaveTextContent('Jonah');
  expect(api.postEndlessGuess).toHaveBeenCalledWith(game, { token: 'round-1', guess: 'Jonah', key: expect.any(String) });
  expect(screen.queryByRole('button', { name: 'Share Results' })).not.toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem(game.streakKey)!)).toEqual([TODAY]);
  expect(saved()).toMatchObject({ current_card_id: 'Ruth', guessed_cards: ['Ruth'] });
});

test("a guest's hint is asked for with the receipts of the judged guesses, which survive a reload", async () => {
  const FIVE = ['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy'];
  serve((call, body) => {
    if (call.endsWith('Guess')) return { ...row(false, String(body?.guess)), receipt: `receipt-of-${body?.guess}` };
    if (call.endsWith('Hint')) return { date: TODAY, hint: 'Ruth 1:16' };
  });
  const input = await renderBoard();
  for (const name of FIVE.slice(0, 4)) await guess(input, name);
  expect(saved().receipts).toEqual(FIVE.slice(0, 4).map((name) => `receipt-of-${name}`));

  // A reload carries on from browser storage, receipts included.
  cleanup();
  const reloaded = await renderBoard();
  await guess(reloaded, FIVE[4]);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reveal hint' })));
  expect(api.postDailyHint).toHaveBeenCalledWith(game, { receipts: FIVE.map((name) => `receipt-of-${name}`), date: TODAY });
  expect(await screen.findByText('Ruth 1:16')).toBeInTheDocument();
  expect(saved()).toMatchObject({ is_hint_revealed: true, hint: 'Ruth 1:16' });
});

test("a guest's daily guesses continue one guest round: each is sent with the previous guess's receipt, after a reload too", async () => {
  const NAMES = ['Genesis', 'Exodus', 'Ruth'];
  serve((call, body) => (call.endsWith('Guess') ? { ...row(body?.guess === 'Ruth', String(body?.guess)), receipt: `receipt-of-${body?.guess}` } : undefined));
  const input = await renderBoard();
  await guess(input, NAMES[0]);
  await guess(input, NAMES[1]);
  cleanup();
  await guess(await renderBoard(), NAMES[2]);
  expect(api.postDailyGuess.mock.calls.map(([, body]) => body)).toEqual([
    { guess: 'Genesis', date: TODAY, key: expect.any(String) },
    { guess: 'Exodus', date: TODAY, previousReceipt: 'receipt-of-Genesis', key: expect.any(String) },
    { guess: 'Ruth', date: TODAY, previousReceipt: 'receipt-of-Exodus', key: expect.any(String) },
  ]);
  expect(await screen.findByTestId('victory')).toBeInTheDocument();
  expect(saved().receipts).toEqual(NAMES.map((name) => `receipt-of-${name}`));
});

test('an endless hint sends the round token and the receipts of its guesses', async () => {
  localStorage.setItem(game.dailyKey, JSON.stringify({ date: TODAY, game_won: true, is_hint_revealed: false, current_card_id: 'Ruth', guessed_cards: ['Ruth'], attempts_data: [row(true, 'Ruth').attempt], answer: RUTH, receipts: ['daily-receipt'] }));
  const FIVE = ['Genesis', 'Exodus', 'Leviticus', 'Numbers', 'Deuteronomy'];
  serve((call, body) => {
    if (call === 'postEndlessStart') return { token: 'round-2' };
    if (call === 'postEndlessGuess') return { won: false, attempt: { name: body?.guess, results: {} }, receipt: `endless-${body?.guess}` };
    if (call === 'postEndlessHint') return { hint: 'Ruth 1:16' };
  });
  renderGameBoard();
  const playAgain = await screen.findByRole('button', { name: 'Play Again' }, { timeout: 5000 });
  await act(async () => fireEvent.click(playAgain));
  const input = screen.getByRole('combobox', { name: 'Guess' });
  for (const name of FIVE) await guess(input, name);
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reveal hint' })));
  expect(api.postEndlessHint).toHaveBeenCalledWith(game, { token: 'round-2', receipts: FIVE.map((name) => `endless-${name}`) });
  expect(await screen.findByText('Ruth 1:16')).toBeInTheDocument();
});

test("a guess for a day that is over reloads today's puzzle and tells the player", async () => {
  const message = "The day has changed: that puzzle is over. Today's puzzle is ready, so reload to play it.";
  serve((call) => (call.endsWith('Guess') ? new ApiRequestError('HTTP 409: Conflict', 409, '/api/daily/bible-books/guess', message, 'day_changed') : undefined));
  const input = await renderBoard();
  const dailyCalls = () => api.getDailyInfo.mock.calls.length;
  expect(dailyCalls()).toBe(1);
  await guess(input, 'Genesis');
  expect(await screen.findByText(message)).toBeInTheDocument();
  await waitFor(() => expect(dailyCalls()).toBe(2));
});

test('a browser that refuses to store gets the local save error', async () => {
  serve((call, body) => (call.endsWith('Guess') ? row(false, String(body?.guess)) : undefined));
  const input = await renderBoard();
  jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  await guess(input, 'Genesis');
  expect(await screen.findByText('Failed to save your progress locally. Please check your browser storage.')).toBeInTheDocument();
});

test('a failed load offers a retry', async () => {
  let fail = true;
  serve((call) => (call === 'getCards' && fail ? new ApiRequestError('HTTP 503: Service Unavailable', 503, '/api/cards/bible-books') : undefined));
  jest.spyOn(console, 'error').mockImplementation(() => {});
  renderGameBoard();
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the game.');
  expect(badge()).not.toHaveTextContent('Loading…'); // nothing is loading any more
  fail = false;
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Guess' })).toBeEnabled());
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});
