/**
 * The numbers shown after a daily win (issue 29): everyone's for today (GET /api/daily/{game}/stats, after the
 * viewer's win: a guest sends the winning guess's receipt) and a signed-in player's own per game
 * (GET /api/game-stats/user/{userId}). Read when the panel shows, afresh on every win.
 */
import { useQuery } from '@tanstack/react-query';
import { getEveryoneStats, getOwnGameStats } from '@/lib/client/endpoints';
import type { GameConfig } from '@/lib/games/game-config';

export const statsKeys = {
  everyone: (game: GameConfig, date: string, viewer: string) => ['everyone-stats', game.id, date, viewer] as const,
  own: (accountId: string) => ['own-game-stats', accountId] as const,
};

/** Everyone's numbers of `date` (today's round), once the round is won; `receipt` is a guest's proof of the win. */
export function useEveryoneStats(game: GameConfig, date: string, viewer: { accountId: string | null; receipt: string | null }) {
  return useQuery({
    queryKey: statsKeys.everyone(game, date, viewer.accountId ?? 'guest'),
    queryFn: () => getEveryoneStats(game, viewer.accountId ? null : viewer.receipt),
    // A guest without the winning receipt (a round kept before receipts were) asks anyway: the server's 403 says why.
    staleTime: 60_000,
    retry: 1,
  });
}

/** A signed-in player's stats in every game played (their own daily history included), read afresh when shown. */
export function useOwnGameStats(accountId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: statsKeys.own(accountId ?? ''),
    queryFn: () => getOwnGameStats(accountId ?? ''),
    enabled: enabled && accountId !== null,
    staleTime: 0,
    gcTime: 0,
    retry: 1,
  });
}
