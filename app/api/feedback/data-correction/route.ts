import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { createRateLimit, rateLimitKey } from '@/lib/http/rate-limit';
import { route } from '@/lib/http/route';
import { submitDataCorrection } from '@/lib/services/feedback';
import { requireGame, requireItem } from '@/lib/services/games';
import { dataCorrectionBody } from '@/lib/validation/feedback';

/** Five reports per player (or IP) per ten minutes: plenty for honest reports, little room for spam. */
const reportLimit = createRateLimit({
  name: 'data-correction',
  points: 5,
  durationSeconds: 10 * 60,
  message: (minutes) => `You have sent several reports in a short time. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
});

/** POST /api/feedback/data-correction {game, item, categories, notes?}: stores the report, returns {ok, id}. */
export const POST = route({ guard: anyone, body: dataCorrectionBody }, async ({ request, viewer, body }) => {
  await reportLimit.consume(rateLimitKey(request, viewer));
  const game = requireGame(body.game);
  const item = requireItem(game, body.item);
  return submitDataCorrection(await getDb(), viewer, game, item, { categories: body.categories, notes: body.notes || undefined });
});
