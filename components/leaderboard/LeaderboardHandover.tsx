import { dehydrate, HydrationBoundary } from '@tanstack/react-query';
import { createQueryClient } from '@/lib/client/query-client';
import { leaderboardKey } from '@/lib/client/queries/leaderboard';
import type { LeaderboardResponse } from '@/lib/progress/types';
import { LeaderboardBoard } from './LeaderboardBoard';
import { LEADERBOARD_ROWS } from './ranking';

/**
 * Hands the All Games ranking the server already read to the browser's query cache (HydrationBoundary),
 * so the board shows it without asking again; null when that read failed (the board's error state).
 */
export function LeaderboardHandover({ ranking }: { ranking: LeaderboardResponse | null }) {
  const client = createQueryClient();
  if (ranking) client.setQueryData(leaderboardKey('all', LEADERBOARD_ROWS), ranking);
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <LeaderboardBoard serverReadFailed={ranking === null} />
    </HydrationBoundary>
  );
}
