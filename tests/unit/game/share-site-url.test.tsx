/** The share text's link is the site's public address (NEXT_PUBLIC_SITE_URL), not whatever address the browser used. */
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { GameBoard } from '@/components/game/GameBoard';
import { ToastProvider } from '@/components/ui/toast';
import * as endpoints from '@/lib/client/endpoints';
import { getGame } from '@/lib/games/registry';
import bibleBooks from '@/lib/games/bible-books/items.json';
import { serveEndpoints } from '@/tests/helpers/endpoint-mocks';
import { renderWithQuery as render } from '@/tests/helpers/query-wrapper';

jest.mock('canvas-confetti', () => jest.fn());
jest.mock('@/lib/client/endpoints');

const game = getGame('bible-books')!;
const TODAY = '2026-03-08';
const RUTH = bibleBooks.find((book) => book.name === 'Ruth')!;
const WIN = { name: 'Ruth', results: { testament: 'correct', genre: 'correct', author: 'correct', chapter_count: 'correct', audience: 'correct' } };

const saved = process.env.NEXT_PUBLIC_SITE_URL;
beforeEach(() => {
  window.scrollTo = jest.fn();
});
afterEach(() => {
  cleanup();
  if (saved === undefined) delete process.env.NEXT_PUBLIC_SITE_URL;
  else process.env.NEXT_PUBLIC_SITE_URL = saved;
  localStorage.clear();
});

/** A won daily of one guess on the board; opens Share Results and gives the text it shows. */
async function sharedText(): Promise<string> {
  localStorage.setItem(game.dailyKey, JSON.stringify({ date: TODAY, game_won: true, is_hint_revealed: false, current_card_id: 'Ruth', guessed_cards: ['Ruth'], attempts_data: [WIN], answer: RUTH }));
  localStorage.setItem(game.streakKey, JSON.stringify([TODAY]));
  serveEndpoints(jest.mocked(endpoints), (call) => ({ getCards: { allBooks: bibleBooks }, getDailyInfo: { date: TODAY, puzzleNumber: 7, nextResetUTC: '2099-01-01T06:00:00.000Z', book: null } })[call as string]);
  render(<AuthProvider><ToastProvider><GameBoard game={game} /></ToastProvider></AuthProvider>);
  await waitFor(() => expect(screen.getByTestId('mode-badge')).toHaveTextContent('Daily Streak: 1'));
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Share Results' })));
  return (screen.getByRole('textbox', { name: 'Your results' }) as HTMLTextAreaElement).value;
}

test("a won daily's share text links to the site's address, given with a trailing slash, whatever the browser's address", async () => {
  process.env.NEXT_PUBLIC_SITE_URL = 'https://guessdle.example/';
  expect(window.location.origin).toBe('http://localhost');
  const text = await sharedText();
  expect(text.split('\n').at(-1)).toBe('https://guessdle.example/share/bible-books/2026-03-08/ggggg');
  expect(text).toContain('\n🟩🟩🟩🟩🟩\n');
});

test('with the high-contrast palette in effect, the share text uses its squares', async () => {
  document.documentElement.dataset.contrast = 'high';
  try {
    expect(await sharedText()).toContain('\n🟧🟧🟧🟧🟧\n');
  } finally {
    delete document.documentElement.dataset.contrast;
  }
});
