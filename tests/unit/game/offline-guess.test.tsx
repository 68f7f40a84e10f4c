/**
 * Issue 36 item 7: a guess made without a connection is held by react-query until the connection is back.
 * The page says so (a polite status, announced to screen readers), and the box keeps the typed name until
 * the server has judged the guess.
 */
import { act, screen, waitFor } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import * as endpoints from '@/lib/client/endpoints';
import { GUESS_WAITING_FOR_CONNECTION } from '@/lib/messages/game';
import { serveEndpoints, type EndpointName } from '@/tests/helpers/endpoint-mocks';
import { BOARD_LOAD_ANSWERS, BOARD_TODAY, guess, renderBoard } from '@/tests/helpers/game-board';

jest.mock('canvas-confetti', () => jest.fn());
jest.mock('@/lib/client/endpoints');

const api = jest.mocked(endpoints);
const ROW = { date: BOARD_TODAY, puzzleNumber: 7, won: false, attempt: { name: 'Genesis', results: { testament: 'correct' } } };
const LOAD_ANSWERS: Partial<Record<EndpointName, unknown>> = { ...BOARD_LOAD_ANSWERS, postDailyGuess: ROW };

beforeEach(() => {
  localStorage.clear();
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  serveEndpoints(api, (call) => LOAD_ANSWERS[call]);
});
afterEach(() => {
  act(() => onlineManager.setOnline(true));
  jest.restoreAllMocks();
});

test('offline, the guess waits visibly with the typed name kept, and is sent and shown when the connection returns', async () => {
  const input = await renderBoard();
  const waiting = screen.getByTestId('guess-waiting');
  // The live region is on the page before anything is said in it, so that screen readers announce it.
  expect(waiting).toHaveAttribute('role', 'status');
  expect(waiting).toHaveAttribute('aria-live', 'polite');
  expect(waiting).toBeEmptyDOMElement();

  act(() => onlineManager.setOnline(false));
  await guess(input, 'genesis');

  expect(waiting).toHaveTextContent(GUESS_WAITING_FOR_CONNECTION);
  expect(input).toHaveValue('Genesis');
  expect(api.postDailyGuess).not.toHaveBeenCalled();
  expect(screen.queryAllByTestId('attempt-row')).toHaveLength(0);

  await act(async () => onlineManager.setOnline(true));
  await waitFor(() => expect(screen.getAllByTestId('attempt-row')).toHaveLength(1));
  expect(api.postDailyGuess).toHaveBeenCalledTimes(1);
  expect(waiting).toBeEmptyDOMElement();
  expect(input).toHaveValue('');
});

test('online, the box empties once the guess is judged, and the waiting status stays silent', async () => {
  const input = await renderBoard();
  await guess(input, 'Genesis');
  await waitFor(() => expect(screen.getAllByTestId('attempt-row')).toHaveLength(1));
  expect(input).toHaveValue('');
  expect(screen.getByTestId('guess-waiting')).toBeEmptyDOMElement();
});
