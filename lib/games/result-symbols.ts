/**
 * The symbol every judged cell shows beside its colour (issue 30), so that no result is told by colour
 * alone: ✓ correct, ~ partial, ✗ incorrect, and for a partial number the arrow towards the answer. The
 * symbols are decorative: screen readers hear each cell's label ("correct", "higher", ...) instead.
 */
import type { CellResult } from './types';

export const RESULT_SYMBOLS: Readonly<Record<CellResult, string>> = {
  correct: '✓',
  partial: '~',
  'partial-up': '↑',
  'partial-down': '↓',
  incorrect: '✗',
};
