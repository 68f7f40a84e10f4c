/** The emoji result a player copies after a round (game-side §5 "Share text"). */
import type { GameConfig } from './game-config';
import { shareResultPath } from './share-link';
import type { CellResult } from './types';

const SQUARES: Record<CellResult, string> = {
  correct: '🟩',
  partial: '🟨',
  'partial-up': '🟨',
  'partial-down': '🟨',
  incorrect: '⬛',
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
export function shareText({ game, date, puzzleNumber, rows, won, siteUrl, archive = false }: ShareInput): string {
  const numbered = puzzleNumber === undefined ? game.title : `${game.title} #${puzzleNumber}`;
  const heading = archive ? `${numbered} (archive)` : numbered;
  const outcome = won ? `Solved in ${guesses(rows.length)}` : `Not solved after ${guesses(rows.length)}`;
  const grid = rows.map((row) => row.map((result) => SQUARES[result]).join(''));
  // The shared result's own page: its preview shows this grid (app/share), and it links on to the game.
  const link = `${siteUrl.replace(/\/+$/, '')}${shareResultPath(game.id, date, rows)}`;
  return [`Guessdle: ${heading}`, date, outcome, '', ...grid, '', link].join('\n');
}
