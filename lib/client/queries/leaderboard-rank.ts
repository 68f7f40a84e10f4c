/** The signed-in player's place on a leaderboard (issue 29): one cached answer per board and player. */
import { useQuery } from '@tanstack/react-query';
import { getLeaderboardRankOf, type LeaderboardGame } from '@/lib/client/endpoints';

export const leaderboardRankKey = (game: LeaderboardGame, userId: string) => ['leaderboard-rank', game, userId] as const;

/** Asked only for a signed-in player (`userId`); a guest has no rank and the call would answer 401. */
export function useLeaderboardRank(game: LeaderboardGame, userId: string | null) {
  return useQuery({
    queryKey: leaderboardRankKey(game, userId ?? ''),
    queryFn: () => getLeaderboardRankOf(game),
    enabled: userId !== null,
  });
}
