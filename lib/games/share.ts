/** The emoji result a player copies after a round (game-side §5 "Share text"). */
import { resultColour, type PaletteName, type ResultColour } from '@/lib/appearance/result-palettes';
import type { GameConfig } from './game-config';
import { shareResultPath } from './share-link';
import type { CellResult } from './types';

/** The squares of each palette (lib/appearance/result-palettes.ts): orange is correct and blue partial in the high-contrast one. */
const SQUARES: Record<PaletteName, Record<ResultColour, string>> = {
  default: { correct: '🟩', partial: '🟨', incorrect: '⬛' },
  highContrast: { correct: '🟧', partial: '🟦', incorrect: '⬛' },
};

export interface ShareInput {
  game: Pick<GameConfig, 'id' | 'title'>;
  /** The daily date, 'YYYY-MM-DD'. */
  date: string;
  puzzleNumber?: number;
  /** One row of results per guess, in the order guessed. */
  rows: readonly (readonly CellResult[])[];
  won: boolean;
  /** The site origin, e.g. 'https://guessdle.example'; a trailing slash is ignored. */
  siteUrl: string;
  /** A past day played from the archive: the heading says so, since it is not that day's daily result. */
  archive?: boolean;
  /** The high-contrast palette is in effect (highContrastInEffect()): its squares, 🟧 🟦 ⬛, match the player's grid. */
  highContrast?: boolean;
}

const guesses = (count: number) => `${count} ${count === 1 ? 'guess' : 'guesses'}`;

/**
 * Example:
 *   Guessdle: Books of the Bible #193
 *   2026-03-08
 *   Solved in 3 guesses
 *
 *   ⬛🟨⬛⬛🟩
 *   🟩🟨🟩⬛🟩
 *   🟩🟩🟩🟩🟩
 *
 *   https://guessdle.example/share/bible-books/2026-03-08/xyxxg-gygxg-ggggg
 */
export function shareText({ game, date, puzzleNumber, rows, won, siteUrl, archive = false, highContrast = false }: ShareInput): string {
  const numbered = puzzleNumber === undefined ? game.title : `${game.title} #${puzzleNumber}`;
  const heading = archive ? `${numbered} (archive)` : numbered;
  const outcome = won ? `Solved in ${guesses(rows.length)}` : `Not solved after ${guesses(rows.length)}`;
  const squares = SQUARES[highContrast ? 'highContrast' : 'default'];
  const grid = rows.map((row) => row.map((result) => squares[resultColour(result)]).join(''));
  // The shared result's own page: its preview shows this grid (app/share), and it links on to the game.
  const link = `${siteUrl.replace(/\/+$/, '')}${shareResultPath(game.id, date, rows)}`;
  return [`Guessdle: ${heading}`, date, outcome, '', ...grid, '', link].join('\n');
}
