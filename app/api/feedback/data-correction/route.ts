import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { submitDataCorrection } from '@/lib/services/feedback/feedback';
import { requireGame, requireItem } from '@/lib/services/games/lookup';
import { dataCorrectionBody } from '@/lib/validation/feedback';

/** POST /api/feedback/data-correction {game, item, categories, notes?}: stores the report, returns {ok, id}. */
export const POST = route({ guard: anyone, body: dataCorrectionBody, rateLimit: 'feedback-report' }, async ({ viewer, body }) => {
  const game = requireGame(body.game);
  const item = requireItem(game, body.item);
  return submitDataCorrection(await getDb(), viewer, game, item, { categories: body.categories, notes: body.notes || undefined });
});
