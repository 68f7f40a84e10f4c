/**
 * The daily board of one game (Bible Books) as the unit tests render it: in its providers, with the
 * endpoints mocked by the test file (`jest.mock('@/lib/client/endpoints')` stays there, where jest hoists it).
 */
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { AuthProvider } from '@/components/auth/AuthProvider';
import { GameBoard } from '@/components/game/GameBoard';
import { ToastProvider } from '@/components/ui/toast';
import bibleBooks from '@/lib/games/bible-books/items.json';
import { getGame } from '@/lib/games/registry';
import type { EndpointName } from './endpoint-mocks';
import { renderWithQuery } from './query-wrapper';

export const boardGame = getGame('bible-books')!;
export const BOARD_TODAY = '2026-03-08';
export const BOARD_DAILY = { date: BOARD_TODAY, puzzleNumber: 7, nextResetUTC: '2099-01-01T06:00:00.000Z', book: null };
/** What the board loads: the books and today's puzzle. */
export const BOARD_LOAD_ANSWERS: Partial<Record<EndpointName, unknown>> = { getCards: { allBooks: bibleBooks }, getDailyInfo: BOARD_DAILY };

/** Renders the board without waiting for anything. */
export function renderGameBoard() {
  return renderWithQuery(<AuthProvider><ToastProvider><GameBoard game={boardGame} /></ToastProvider></AuthProvider>);
}

/** Renders the board and returns its guess box once the load has finished (the board starts over then). */
export async function renderBoard(): Promise<HTMLElement> {
  renderGameBoard();
  await waitFor(() => expect(screen.getByRole('combobox', { name: 'Guess' })).toBeEnabled());
  return screen.getByRole('combobox', { name: 'Guess' });
}

/** Types a name into the guess box and presses Enter. */
export async function guess(input: HTMLElement, name: string): Promise<void> {
  fireEvent.change(input, { target: { value: name } });
  await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
}
