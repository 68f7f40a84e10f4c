/**
 * The link a shared daily result carries (issue 17): /share/{game}/{date}/{grid}, the grid written as one
 * letter per square (g green, y yellow, x grey) and a dash between guesses. It holds only the colours,
 * never a guess or the answer, so opening it spoils nothing.
 */
import type { CellResult } from './types';

export type ShareSquare = 'correct' | 'partial' | 'incorrect';

const LETTER: Record<CellResult, string> = { correct: 'g', partial: 'y', 'partial-up': 'y', 'partial-down': 'y', incorrect: 'x' };
const SQUARE: Record<string, ShareSquare> = { g: 'correct', y: 'partial', x: 'incorrect' };
/** The most guesses a shared result link holds; a longer round shares the game's own page instead. */
export const SHARE_MAX_ROWS = 30;
export const SHARE_MAX_COLUMNS = 12;
const GRID_CODE = new RegExp(`^[gyx]{1,${SHARE_MAX_COLUMNS}}(-[gyx]{1,${SHARE_MAX_COLUMNS}}){0,${SHARE_MAX_ROWS - 1}}$`);

export function encodeShareGrid(rows: readonly (readonly CellResult[])[]): string {
  return rows.map((row) => row.map((result) => LETTER[result]).join('')).join('-');
}

/** The squares of a grid code, or null when it is not one: letters g, y, x only, rows of one width, within bounds. */
export function decodeShareGrid(code: string): ShareSquare[][] | null {
  if (!GRID_CODE.test(code)) return null;
  const rows = code.split('-');
  if (rows.some((row) => row.length !== rows[0].length)) return null;
  return rows.map((row) => [...row].map((letter) => SQUARE[letter]));
}

/** The shared result's page; for a round longer than a link holds, the game's page (`/solve/{id}`). */
export function shareResultPath(gameId: string, date: string, rows: readonly (readonly CellResult[])[]): string {
  if (rows.length === 0 || rows.length > SHARE_MAX_ROWS) return `/solve/${gameId}`;
  return `/share/${gameId}/${date}/${encodeShareGrid(rows)}`;
}

/** Whether the last guess was all green. */
export function solvedGrid(rows: readonly (readonly ShareSquare[])[]): boolean {
  return rows.length > 0 && rows[rows.length - 1].every((square) => square === 'correct');
}
