import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/client/query-client';
import { leaderboardKey } from '@/lib/client/queries/leaderboard';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { LeaderboardBoard } from './LeaderboardBoard';
import { LEADERBOARD_ROWS, type LeaderboardGame } from './ranking';

/**
 * Hands the ranking the server already read (the address's game, All Games by default) to the
 * browser's query cache (HydrationBoundary), so the board shows it without asking again; null when that
 * read failed (the board's error state).
 */
export function LeaderboardHandover({ ranking, game = 'all' }: { ranking: LeaderboardResponse | null; game?: LeaderboardGame }) {
  const client = createQueryClient();
  if (ranking) client.setQueryData(leaderboardKey(game, LEADERBOARD_ROWS), ranking);
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <LeaderboardBoard serverGame={game} serverReadFailed={ranking === null} />
    </HydrationBoundary>
  );
}
