import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { requireGame } from '@/lib/services/games/lookup';
import { guessDaily } from '@/lib/services/play/play';
import { dailyGuessBody, gameParams } from '@/lib/validation/game';

/** POST /api/daily/{game}/guess {guess, date?}: the judged row; the item only on a win. */
export const POST = route({ guard: anyone, params: gameParams, body: dailyGuessBody, rateLimit: 'daily-guess' }, async ({ params, body, viewer }) => {
  const game = requireGame(params.game);
  return guessDaily(await getDb(), viewer, game, body);
});
