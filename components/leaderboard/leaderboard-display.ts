/** The full leaderboard's wording and formats (accounts-side §2.10, §8, §9). */
import type { GameId } from '@/lib/games/types';
import type { LeaderboardGame } from './ranking';

/**
 * The selector's wording, in the spec's order. Keyed by the registry's game ids, so the compiler
 * refuses a missing game.
 */
const SELECTOR_LABELS: Record<GameId, string> = {
  'slay-the-spire': 'Slay the Spire',
  'bible-books': 'Bible Books',
  'subnautica-creatures': 'Subnautica Creatures',
  'aoe2-units': 'Age of Empires II',
  pokemon: 'Pokemon',
};

export const LEADERBOARD_GAME_OPTIONS: readonly { value: LeaderboardGame; label: string }[] = [
  { value: 'all', label: 'All Games' },
  ...(Object.entries(SELECTOR_LABELS) as [GameId, string][]).map(([value, label]) => ({ value, label })),
];

/** The address's `?game=`: the board of that game, or All Games for anything else (no error). */
export const LEADERBOARD_GAME_PARAM = 'game';

export function leaderboardGameOf(value: string | string[] | null | undefined): LeaderboardGame {
  return LEADERBOARD_GAME_OPTIONS.find((option) => option.value === value)?.value ?? 'all';
}

export function leaderboardGameLabel(game: LeaderboardGame): string {
  return LEADERBOARD_GAME_OPTIONS.find((option) => option.value === game)?.label ?? 'All Games';
}
