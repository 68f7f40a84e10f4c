/**
 * The game page's two achievement moments, as the browser needs them: the activity How to Play records and the
 * hidden word. A file of their own so that the game page's first load does not carry the whole catalogue
 * (definitions.ts) and the rules (qualify.ts) for two strings (issue 38); both re-export them.
 */

/** The activity types a player can record, and the one the easter egg records. */
export const HOW_TO_PLAY_VIEWED = 'how_to_play_viewed';
export const EASTER_EGG_FOUND = 'easter_egg_capybara';

/** The word that unlocks the hidden achievement when a signed-in player submits it as a guess (game-side §5). */
export const EASTER_EGG_WORD = 'capybara';

export function isEasterEggWord(text: string): boolean {
  return text.trim().toLowerCase() === EASTER_EGG_WORD;
}
