import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getEveryoneStats } from '@/lib/services/daily/everyone-stats';
import { requireGame } from '@/lib/services/games/lookup';
import { dailyStatsQuery, gameParams } from '@/lib/validation/game';

/** GET /api/daily/{game}/stats[?receipt=]: everyone's recorded wins of today's puzzle, after the viewer's own win. */
export const GET = route({ guard: anyone, params: gameParams, query: dailyStatsQuery, rateLimit: 'daily-stats' }, async ({ params, query, viewer }) => {
  return getEveryoneStats(await getDb(), viewer, requireGame(params.game), query);
});
