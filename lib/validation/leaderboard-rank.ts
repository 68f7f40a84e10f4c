import { z } from 'zod';
import { GAME_IDS } from '@/lib/games/types';
import { RANK_UNKNOWN_GAME_MESSAGE } from '@/lib/messages/accounts';

/** GET /api/leaderboard/rank?game=<id>: one game's board, none for All Games; any other value is a 400. */
export const leaderboardRankQuery = z.object({
  game: z.enum(GAME_IDS, { message: RANK_UNKNOWN_GAME_MESSAGE }).optional(),
});
