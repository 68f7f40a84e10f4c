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

/** The address's `?game=`: the board of that game, or All Games for anything else (the page redirects to its address). */
export const LEADERBOARD_GAME_PARAM = 'game';

export function leaderboardGameOf(value: string | string[] | null | undefined): LeaderboardGame {
  return LEADERBOARD_GAME_OPTIONS.find((option) => option.value === value)?.value ?? 'all';
}

export function leaderboardGameLabel(game: LeaderboardGame): string {
  return LEADERBOARD_GAME_OPTIONS.find((option) => option.value === game)?.label ?? 'All Games';
}

type AddressParams = Record<string, string | string[] | undefined>;

/**
 * The address of `game`'s board with the address's other parameters kept, or null when `params` already
 * is it: an unknown `?game=`, `?game=all` or a repeated one is sent to it (All Games has no parameter).
 */
export function canonicalLeaderboardAddress(params: AddressParams): string | null {
  const asked = params[LEADERBOARD_GAME_PARAM];
  const game = leaderboardGameOf(asked);
  if (asked === (game === 'all' ? undefined : game)) return null;
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    if (name === LEADERBOARD_GAME_PARAM || value === undefined) continue;
    for (const each of Array.isArray(value) ? value : [value]) query.append(name, each);
  }
  if (game !== 'all') query.set(LEADERBOARD_GAME_PARAM, game);
  const search = query.toString();
  return `/leaderboard${search ? `?${search}` : ''}`;
}
