import type { CSSProperties } from 'react';
import type { GameConfig } from '@/lib/games/game-config';

/** The game's theme colours (game-side §9) as CSS variables for its card, header or badge. */
export function gameThemeStyle(game: Pick<GameConfig, 'colors'>): CSSProperties {
  return {
    '--game-primary': game.colors.primary,
    '--game-secondary': game.colors.secondary,
    '--game-text': game.colors.text,
  } as CSSProperties;
}
