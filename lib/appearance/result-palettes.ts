/**
 * The colours of a judged cell (issue 30): each result's background and the text drawn on it, for the
 * default palette and the high-contrast colour-blind one (blue/orange). Every cell carries its own
 * background and text, so a palette is the same in the light and the dark theme.
 *
 * app/result-colours.css declares exactly these values as --result-{colour} and --result-{colour}-text, the
 * default under `:root` and the high-contrast one under `html[data-contrast='high']`
 * (tests/unit/appearance/result-palettes.test.ts keeps the two equal and checks the contrast rules).
 * They are not the site's --correct/--partial/--incorrect (app/globals.css), which also colour badges,
 * borders and the logo, and stay as they are when the palette changes.
 */
import type { CellResult } from '@/lib/games/types';

/** The three colours a result can have: higher and lower are partial results with an arrow. */
export type ResultColour = 'correct' | 'partial' | 'incorrect';
export const RESULT_COLOURS: readonly ResultColour[] = ['correct', 'partial', 'incorrect'];

export interface CellColours {
  background: string;
  text: string;
}
export type ResultPalette = Readonly<Record<ResultColour, CellColours>>;
export type PaletteName = 'default' | 'highContrast';

export const RESULT_PALETTES: Readonly<Record<PaletteName, ResultPalette>> = {
  // Green, amber and slate: correct and partial differ by hue only (1.12:1), so every cell also shows a symbol.
  default: {
    correct: { background: '#16a34a', text: '#04130a' },
    partial: { background: '#ca8a04', text: '#171002' },
    incorrect: { background: '#3f4757', text: '#edf1f8' },
  },
  // Light orange, mid blue and black: each at least 3:1 from the others, each text at least 4.5:1 on its cell.
  highContrast: {
    correct: { background: '#ffb347', text: '#000000' },
    partial: { background: '#1c5ec9', text: '#ffffff' },
    incorrect: { background: '#000000', text: '#ffffff' },
  },
};

/** The rule each palette's CSS custom properties sit under in app/result-colours.css. */
export const PALETTE_SELECTORS: Readonly<Record<PaletteName, string>> = {
  default: ':root',
  highContrast: "html[data-contrast='high']",
};

export function resultColour(result: CellResult): ResultColour {
  return result === 'partial-up' || result === 'partial-down' ? 'partial' : result;
}
