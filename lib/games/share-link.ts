/**
 * The link a shared daily result carries (issue 17): /share/{game}/{date}/{grid}, the grid written as one
 * letter per square (g green, y yellow, x grey) and a dash between guesses. It holds only the colours,
 * never a guess or the answer, so opening it spoils nothing.
 */
import type { CellResult } from './types';

export type ShareSquare = 'correct' | 'partial' | 'incorrect';

const LETTER: Record<CellResult, string> = { correct: 'g', partial: 'y', 'partial-up': 'y', 'partial-down': 'y', incorrect: 'x' };
const SQUARE: Record<string, ShareSquare> = { g: 'correct', y: 'partial', x: 'incorrect' };
export const SHARE_MAX_ROWS = 50;
export const SHARE_MAX_COLUMNS = 12;

export function encodeShareGrid(rows: readonly (readonly CellResult[])[]): string {
  return rows.map((row) => row.map((result) => LETTER[result]).join('')).join('-');
}

/** The squares of a grid code, or null when it is not one: letters g, y, x only, rows of one width, within bounds. */
export function decodeShareGrid(code: string): ShareSquare[][] | null {
  if (!/^[gyx]{1,12}(-[gyx]{1,12}){0,49}$/.test(code)) return null;
  const rows = code.split('-');
  if (rows.some((row) => row.length !== rows[0].length)) return null;
  return rows.map((row) => [...row].map((letter) => SQUARE[letter]));
}

export function shareResultPath(gameId: string, date: string, rows: readonly (readonly CellResult[])[]): string {
  return `/share/${gameId}/${date}/${encodeShareGrid(rows)}`;
}

/** Whether the last guess was all green. */
export function solvedGrid(rows: readonly (readonly ShareSquare[])[]): boolean {
  return rows.length > 0 && rows[rows.length - 1].every((square) => square === 'correct');
}
