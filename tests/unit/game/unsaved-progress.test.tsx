/**
 * A signed-in player's win the server judged but could not store (issue 24 item 1): it waits in the
 * outbox, the page says so, the streak counts it as pending, it is sent again with the same key and its
 * receipt until a server stores it, and it survives a closed tab.
 */
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { GameBoard } from '@/components/game/GameBoard';
import { ToastProvider } from '@/components/ui/toast';
import * as endpoints from '@/lib/client/endpoints';
import { OUTBOX_STORAGE_PREFIX } from '@/lib/client/outbox/persister';
import { startOutbox } from '@/lib/client/outbox';
import { createQueryClient } from '@/lib/client/query-client';
import { getGame } from '@/lib/games/registry';
import bibleBooks from '@/lib/games/bible-books/items.json';
import { serveEndpoints, type EndpointName } from '@/tests/helpers/endpoint-mocks';
import '@/tests/helpers/query-wrapper'; // answers reach components inside act()

jest.mock('canvas-confetti', () => jest.fn());
jest.mock('@/lib/client/endpoints');

const game = getGame('bible-books')!;
const api = jest.mocked(endpoints);
const TODAY = '2026-11-01';
const USER = { id: 'user-1', username: 'Reader', email: null, role: 'user', profile_picture: null, bio: '', badge: null, created_at: '', last_login: null };
const RUTH = bibleBooks.find((book) => book.name === 'Ruth')!;
const WIN_RESULTS = { testament: 'correct', genre: 'correct', author: 'correct', chapter_count: 'correct', audience: 'correct' };
const emptyState = { date: TODAY, game_won: false, is_hint_revealed: false, current_card_id: null, guessed_cards: [], attempts_data: [], hint: null, answer: null };
const RECEIPT = 'judgement-of-ruth';

type GuessBody = { guess: string; date: string; key?: string; receipt?: string };
/** What the server answers a guess of Ruth: judged, and stored or not. */
const ruthAnswer = (saved: boolean | null) => ({
  date: TODAY, puzzleNumber: 9, won: true, attempt: { name: 'Ruth', results: WIN_RESULTS }, answer: RUTH, judgement: RECEIPT, saved, ...(saved ? { streak: 3 } : {}),
});

function serve(guessAnswer: (body: GuessBody, call: number) => unknown) {
  let calls = 0;
  serveEndpoints(api, (call: EndpointName, body) => {
    if (call === 'getCurrentUser') return { user: USER };
    if (call === 'getCards') return { allBooks: bibleBooks };
    if (call === 'getDailyInfo') return { date: TODAY, puzzleNumber: 9, nextResetUTC: '2099-01-01T06:00:00.000Z', book: null };
    if (call === 'getDailyState') return emptyState;
    if (call === 'getDailySummaryOf') return { date: TODAY, gameData: { 'bible-books': { currentStreak: 2, bestStreak: 5, isCompleted: false } } };
    if (call === 'postDailyGuess') return guessAnswer(body as GuessBody, ++calls);
  });
}

/** One visit: its own query cache with the outbox restored and kept, as components/layout/QueryProvider.tsx does. */
function visit() {
  const client: QueryClient = createQueryClient();
  function Outbox({ children }: { children: React.ReactNode }) {
    useEffect(() => startOutbox(client), []);
    return children;
  }
  const view = render(
    <QueryClientProvider client={client}>
      <Outbox>
        <AuthProvider>
          <ToastProvider>
            <GameBoard game={game} />
          </ToastProvider>
        </AuthProvider>
      </Outbox>
    </QueryClientProvider>,
  );
  return { client, view };
}

async function winWithRuth() {
  // The board starts over (a new input) once the game has loaded: wait for the loaded one.
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Guess' })).toBeEnabled());
  const input = screen.getByRole('combobox', { name: 'Guess' });
  fireEvent.change(input, { target: { value: 'ruth' } });
  await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
}

const keptEntries = () => Object.keys(localStorage).filter((key) => key.startsWith(OUTBOX_STORAGE_PREFIX));
const guessBodies = () => api.postDailyGuess.mock.calls.map(([, body]) => body as GuessBody);
const deferred = <T,>() => {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((ok) => (resolve = ok));
  return { promise, resolve };
};

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'guessdle_signed_in=1; path=/';
  jest.resetAllMocks();
  window.scrollTo = jest.fn();
  jest.spyOn(console, 'error').mockImplementation(() => {});
  jest.spyOn(console, 'warn').mockImplementation(() => {});
});
afterEach(() => {
  document.cookie = 'guessdle_signed_in=; max-age=0; path=/';
  jest.restoreAllMocks();
});

test('an unsaved win says so, counts in the streak as pending, and is sent again with its key and receipt until it is saved', async () => {
  // The guess itself and the first resend are not stored; the second resend is.
  serve((_body, call) => ruthAnswer(call >= 3 ? true : call === 2 ? null : false));
  visit();
  await winWithRuth();

  expect(await screen.findByText('Failed to save your progress to the cloud. Playing offline for now.')).toBeVisible();
  expect(screen.getByTestId('victory')).toBeVisible();
  await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent("Not saved yet — we'll keep trying"));
  expect(screen.getByTestId('mode-badge')).toHaveTextContent("Daily Streak: 3 (pending: today's win is not saved yet)");

  await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved$/), { timeout: 4000 });
  expect(screen.getByTestId('mode-badge')).toHaveTextContent(/Daily Streak: 3$/);
  const [first, ...resends] = guessBodies();
  expect(first.key).toEqual(expect.any(String));
  expect(first.receipt).toBeUndefined();
  expect(resends).toHaveLength(2);
  for (const resend of resends) expect(resend).toEqual({ guess: 'Ruth', date: TODAY, key: first.key, receipt: RECEIPT });
  await waitFor(() => expect(keptEntries()).toEqual([]));
});

test('a win still unsaved when the tab closes is shown and sent on the next visit, and the outbox empties once it is stored', async () => {
  // First visit: judged, not stored, and the resend never gets an answer before the tab closes.
  serve((_body, call) => (call === 1 ? ruthAnswer(false) : new Promise(() => {})));
  const first = visit();
  await winWithRuth();
  await waitFor(() => expect(keptEntries()).toHaveLength(1));
  const firstKey = guessBodies()[0].key;
  first.view.unmount();

  // Next visit: the server has nothing stored for today; the kept win is drawn again and sent.
  const stored = deferred<unknown>();
  jest.resetAllMocks();
  serve(() => stored.promise);
  visit();
  expect(await screen.findByTestId('victory')).toBeVisible();
  expect(screen.getByTestId('mode-badge')).toHaveTextContent('Daily Streak: 3 (pending');
  expect(screen.getByTestId('save-status')).toHaveTextContent(/Saving your win…|Not saved yet/);
  await waitFor(() => expect(api.postDailyGuess).toHaveBeenCalled());
  expect(guessBodies()[0]).toEqual({ guess: 'Ruth', date: TODAY, key: firstKey, receipt: RECEIPT });

  await act(async () => stored.resolve(ruthAnswer(true)));
  await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved$/));
  expect(screen.getByTestId('mode-badge')).toHaveTextContent(/Daily Streak: 3$/);
  await waitFor(() => expect(keptEntries()).toEqual([]));
});

test('a kept win that lands before the server’s copy of the round was read is still drawn on the board', async () => {
  serve((_body, call) => (call === 1 ? ruthAnswer(false) : new Promise(() => {})));
  const first = visit();
  await winWithRuth();
  await waitFor(() => expect(keptEntries()).toHaveLength(1));
  first.view.unmount();

  // Next visit: the resend lands at once, but the round the server gives was read before it landed.
  jest.resetAllMocks();
  const stateRead = deferred<unknown>();
  serve(() => ruthAnswer(true));
  const answerState = api.getDailyState.getMockImplementation()!;
  api.getDailyState.mockImplementation(async (...args) => {
    await stateRead.promise;
    return answerState(...args);
  });
  visit();
  await waitFor(() => expect(keptEntries()).toEqual([]));
  await act(async () => stateRead.resolve(undefined));
  expect(await screen.findByTestId('victory')).toBeVisible();
  expect(screen.getByTestId('save-status')).toHaveTextContent(/^Saved$/);
  expect(screen.getByTestId('mode-badge')).toHaveTextContent(/Daily Streak: 3$/);
});

test('the cloud-save toast is shown once while the round’s guesses wait, not once per guess', async () => {
  // Judged without being stored; once the round is won, each resend (it carries the receipt) is stored.
  let won = false;
  const stored = (body: GuessBody) => won && !!body.receipt;
  serve((body) => (body.guess === 'Ruth' ? ((won = true), ruthAnswer(stored(body))) : { date: TODAY, puzzleNumber: 9, won: false, attempt: { name: body.guess, results: WIN_RESULTS }, judgement: 'j', saved: stored(body) }));
  visit();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Guess' })).toBeEnabled());
  const input = screen.getByRole('combobox', { name: 'Guess' });
  fireEvent.change(input, { target: { value: 'genesis' } });
  await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
  await waitFor(() => expect(screen.getByTestId('save-status')).toHaveTextContent("Not saved yet — we'll keep trying"));
  fireEvent.change(input, { target: { value: 'ruth' } });
  await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
  expect(await screen.findByTestId('victory')).toBeVisible();
  expect(screen.getAllByText('Failed to save your progress to the cloud. Playing offline for now.')).toHaveLength(1);
  // Nothing left to resend into the next test.
  await waitFor(() => expect(keptEntries()).toEqual([]), { timeout: 4000 });
});

test('a guest’s answers (no `saved`) put nothing in the outbox', async () => {
  document.cookie = 'guessdle_signed_in=; max-age=0; path=/';
  serve(() => ({ date: TODAY, puzzleNumber: 9, won: true, attempt: { name: 'Ruth', results: WIN_RESULTS }, answer: RUTH, receipt: 'hint-receipt' }));
  visit();
  await winWithRuth();
  expect(await screen.findByTestId('victory')).toBeVisible();
  expect(guessBodies()).toEqual([{ guess: 'Ruth', date: TODAY, key: expect.any(String) }]);
  expect(screen.getByTestId('save-status')).toBeEmptyDOMElement();
  expect(keptEntries()).toEqual([]);
});

test('a page that took a signed-in player for a guest keeps an unsaved win for the player the answer names, and learns who is signed in (issue 36 item 0)', async () => {
  // No indicator cookie: the page plays as a guest, but the server read a session cookie and could not store the win.
  document.cookie = 'guessdle_signed_in=; max-age=0; path=/';
  serve((_body, call) => (call === 1 ? { ...ruthAnswer(false), receipt: 'hint-receipt', player: USER.id } : ruthAnswer(true)));
  visit();
  await winWithRuth();
  expect(await screen.findByTestId('victory')).toBeVisible();
  await waitFor(() => expect(keptEntries()).toHaveLength(1));
  const kept = JSON.parse(localStorage.getItem(keptEntries()[0])!).clientState.mutations.map((mutation: { state: { variables: unknown } }) => mutation.state.variables);
  expect(kept).toEqual([expect.objectContaining({ kind: 'daily-guess', userId: USER.id, key: guessBodies()[0].key, receipt: RECEIPT })]);
  // The page asks who is signed in (the answer showed a session) and the win lands for that player.
  await waitFor(() => expect(api.getCurrentUser).toHaveBeenCalled());
  expect(document.cookie).toContain('guessdle_signed_in=1');
  await waitFor(() => expect(keptEntries()).toEqual([]), { timeout: 4000 });
  expect(guessBodies().at(-1)).toEqual({ guess: 'Ruth', date: TODAY, key: guessBodies()[0].key, receipt: RECEIPT });
});
