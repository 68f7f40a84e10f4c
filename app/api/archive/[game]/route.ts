import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { listArchiveDays } from '@/lib/services/archive/days';
import { requireGame } from '@/lib/services/games/lookup';
import { archiveListParams, archiveListQuery } from '@/lib/validation/archive';

/** GET /api/archive/{game}?page=N: the released days from puzzle #1 to yesterday, newest first, with a signed-in player's results. */
export const GET = route(
  { guard: anyone, params: archiveListParams, query: archiveListQuery, rateLimit: 'archive-read' },
  async ({ params, query, viewer }) => {
    return listArchiveDays(await getDb(), viewer, requireGame(params.game), query.page);
  },
);
