import type { GameConfig } from '@/lib/games/game-config';

/** The hint can be reported in every game, next to the game's own categories. */
export const HINT_CATEGORY_KEY = 'hint';

/** A ticked category of a data-correction report by its label: the game's own, or 'Hint'. */
export function reportCategoryLabel(game: GameConfig | undefined, key: string): string {
  if (key === HINT_CATEGORY_KEY) return 'Hint';
  return game?.categories.find((category) => category.key === key)?.label ?? key;
}
