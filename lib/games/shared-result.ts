import type { GameConfig } from './game-config';
import { puzzleNumber } from './daily';
import { getGame } from './registry';
import { decodeShareGrid, solvedGrid, type ShareSquare } from './share-link';
import { isValidDateString } from '@/lib/time';

/** A shared daily result read from its link: null when any part is not valid (the page is then a 404). */
export interface SharedResult {
  game: GameConfig;
  date: string;
  puzzleNumber: number;
  rows: ShareSquare[][];
  solved: boolean;
}

export function readSharedResult(gameId: string, date: string, code: string): SharedResult | null {
  const game = getGame(gameId);
  const rows = decodeShareGrid(code);
  if (!game || !rows || !isValidDateString(date)) return null;
  return { game, date, puzzleNumber: puzzleNumber(date), rows, solved: solvedGrid(rows) };
}

export function sharedResultTitle(result: SharedResult): string {
  const guesses = `${result.rows.length} ${result.rows.length === 1 ? 'guess' : 'guesses'}`;
  return `${result.game.title} #${result.puzzleNumber}: ${result.solved ? `solved in ${guesses}` : `${guesses}, not solved yet`}`;
}

/** Each square's colour, the same as the game board's. */
export const SQUARE_COLOURS: Record<ShareSquare, string> = { correct: '#16a34a', partial: '#ca8a04', incorrect: '#3f4757' };
