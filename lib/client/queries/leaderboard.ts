/** The leaderboard per game (accounts-side §2.10): one cached ranking per game and row count. */
import { useQuery } from '@tanstack/react-query';
import type { LeaderboardGame } from '@/components/leaderboard/ranking';
import { getLeaderboardRanking, type LeaderboardAnswer } from '@/lib/client/endpoints';

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

interface LeaderboardOptions {
  /** A ranking the server already read for this game (the page hands it over instead of fetching again). */
  initialData?: LeaderboardAnswer;
  enabled?: boolean;
}

export function useLeaderboard(game: LeaderboardGame, limit: number, { initialData, enabled = true }: LeaderboardOptions = {}) {
  return useQuery({ queryKey: leaderboardKey(game, limit), queryFn: () => fetchRanking(game, limit), initialData, enabled });
}
