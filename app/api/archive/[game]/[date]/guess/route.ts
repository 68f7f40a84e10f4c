import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { guessArchive } from '@/lib/services/archive/round';
import { requireGame } from '@/lib/services/games/lookup';
import { archiveDayParams, archiveGuessBody } from '@/lib/validation/archive';

/** POST /api/archive/{game}/{date}/guess {guess, key?}: the judged row of a past day's puzzle; the item only on a win. */
export const POST = route({ guard: anyone, params: archiveDayParams, body: archiveGuessBody, rateLimit: 'archive-guess' }, async ({ params, body, viewer }) => {
  return guessArchive(await getDb(), viewer, requireGame(params.game), params.date, body);
});
