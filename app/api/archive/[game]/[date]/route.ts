import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getArchiveDay } from '@/lib/services/archive/round';
import { requireGame } from '@/lib/services/games/lookup';
import { archiveDayParams } from '@/lib/validation/archive';

/** GET /api/archive/{game}/{date}: a released day's puzzle number and a signed-in player's round of it (never today). */
export const GET = route({ guard: anyone, params: archiveDayParams, rateLimit: 'archive-read' }, async ({ params, viewer }) => {
  return getArchiveDay(await getDb(), viewer, requireGame(params.game), params.date);
});
