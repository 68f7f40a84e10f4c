import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { requireGame } from '@/lib/services/games/lookup';
import { revealDailyHint } from '@/lib/services/play/play';
import { dailyHintBody, gameParams } from '@/lib/validation/game';

/** POST /api/daily/{game}/hint {receipts, date?}: the hint once enough distinct guesses were judged (a guest proves them with receipts). */
export const POST = route({ guard: anyone, params: gameParams, body: dailyHintBody, rateLimit: 'daily-hint' }, async ({ params, body, viewer }) => {
  const game = requireGame(params.game);
  return revealDailyHint(await getDb(), viewer, game, body);
});
