import { RESULT_PALETTES } from '@/lib/appearance/result-palettes';
import type { GameConfig } from './game-config';
import { PUZZLE_EPOCH, puzzleNumber } from './daily';
import { getGame } from './registry';
import { decodeShareGrid, solvedGrid, type ShareSquare } from './share-link';
import { chicagoDate, isValidDateString } from '@/lib/time';

/** A shared daily result read from its link: null when any part is not valid (the page is then a 404). */
export interface SharedResult {
  game: GameConfig;
  date: string;
  puzzleNumber: number;
  rows: ShareSquare[][];
  solved: boolean;
}

/**
 * A link is valid only for a released puzzle (#1 to today, America/Chicago) with a grid a round of that
 * game can give: one square per category in every row, and no row all green but the last (a round ends at
 * its win). Anything else would draw a made-up result, and each made-up variant would cost an image.
 */
export function readSharedResult(gameId: string, date: string, code: string, today = chicagoDate()): SharedResult | null {
  const game = getGame(gameId);
  const rows = decodeShareGrid(code);
  if (!game || !rows || !isReleasedPuzzle(date, today) || !isPlayableGrid(game, rows)) return null;
  return { game, date, puzzleNumber: puzzleNumber(date), rows, solved: solvedGrid(rows) };
}

function isReleasedPuzzle(date: string, today: string): boolean {
  return isValidDateString(date) && date >= PUZZLE_EPOCH && date <= today;
}

function isPlayableGrid(game: GameConfig, rows: readonly ShareSquare[][]): boolean {
  const columns = game.categories.length;
  const allGreen = (row: readonly ShareSquare[]) => row.every((square) => square === 'correct');
  return rows.every((row) => row.length === columns) && !rows.slice(0, -1).some(allGreen);
}

export function sharedResultTitle(result: SharedResult): string {
  const guesses = `${result.rows.length} ${result.rows.length === 1 ? 'guess' : 'guesses'}`;
  return `${result.game.title} #${result.puzzleNumber}: ${result.solved ? `solved in ${guesses}` : `${guesses}, not solved yet`}`;
}

/** Each square's colour in the preview image: the game board's default palette. */
export const SQUARE_COLOURS: Record<ShareSquare, string> = {
  correct: RESULT_PALETTES.default.correct.background,
  partial: RESULT_PALETTES.default.partial.background,
  incorrect: RESULT_PALETTES.default.incorrect.background,
};
