/** The leaderboard per game (accounts-side §2.10): one cached ranking per game and row count. */
import { useQuery } from '@tanstack/react-query';
import { getLeaderboardRanking, type LeaderboardAnswer, type LeaderboardGame } from '@/lib/client/endpoints';

export const leaderboardKey = (game: LeaderboardGame, limit: number) => ['leaderboard', game, limit] as const;

/** One ranking; a failure is logged (game-side §8) and shown by the caller. */
async function fetchRanking(game: LeaderboardGame, limit: number): Promise<LeaderboardAnswer> {
  try {
    const data = await getLeaderboardRanking(game, limit);
    if (!Array.isArray(data?.users)) throw new Error('Unexpected leaderboard response');
    return data;
  } catch (error) {
    console.error('Failed to load leaderboard', error);
    throw error;
  }
}

/** A ranking the server page read is already in the cache under the same key (LeaderboardHandover). */
export function useLeaderboard(game: LeaderboardGame, limit: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ queryKey: leaderboardKey(game, limit), queryFn: () => fetchRanking(game, limit), enabled });
}
