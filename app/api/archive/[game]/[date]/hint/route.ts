import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { revealArchiveHint } from '@/lib/services/archive/round';
import { requireGame } from '@/lib/services/games/lookup';
import { archiveDayParams, archiveHintBody } from '@/lib/validation/archive';

/** POST /api/archive/{game}/{date}/hint {receipts}: a past day's hint once enough distinct guesses were judged. */
export const POST = route({ guard: anyone, params: archiveDayParams, body: archiveHintBody, rateLimit: 'archive-hint' }, async ({ params, body, viewer }) => {
  return revealArchiveHint(await getDb(), viewer, requireGame(params.game), params.date, body);
});
