'use client';

import { useQuery } from '@tanstack/react-query';
import { currentUserQuery } from '@/lib/client/queries/current-user';
import { useLeaderboardRank } from '@/lib/client/queries/leaderboard-rank';
import { HOW_TO_GET_RANKED_TEXT, yourRankText } from '@/lib/messages/accounts';
import type { LeaderboardGame } from './ranking';
import styles from './LeaderboardBoard.module.css';

interface YourRankProps {
  game: LeaderboardGame;
  /** The ids of the rows the table shows (the site's snapshot, at most a few seconds old). */
  shownIds: readonly string[];
}

/**
 * "You: #{rank} of {total}" under the table, for a signed-in player whose row the table does not show. The rank is
 * read fresh (GET /api/leaderboard/rank) while the table is the shared snapshot: whether to show the line is decided
 * on the table's rows alone, so a player never sees both their row and a line that disagrees with it; a player who
 * has just entered the top rows sees the line until the snapshot catches up. Nothing for guests; a player who is
 * not ranked is told how to get ranked.
 */
export function YourRank({ game, shownIds }: YourRankProps) {
  // The signed-in user the whole tab shares (AuthProvider reads the same query).
  const { data: user } = useQuery(currentUserQuery);
  const userId = user?.id ?? null;
  const inTable = userId !== null && shownIds.includes(userId);
  const { data } = useLeaderboardRank(game, inTable ? null : userId);
  if (!userId || inTable || !data) return null;
  return (
    <p className={styles.yourRank} data-testid="your-rank">
      {data.rank === null ? HOW_TO_GET_RANKED_TEXT : yourRankText(data.rank.toLocaleString('en-US'), data.total.toLocaleString('en-US'))}
    </p>
  );
}
