import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { requireGame } from '@/lib/services/games/lookup';
import { judgeEndlessGuess, recordEndlessGuess } from '@/lib/services/play/play';
import { endlessGuessBody, gameParams } from '@/lib/validation/game';

/** POST /api/endless/{game}/guess {token, guess}: the judged row; the item only on a win (counted once per round when signed in). */
export const POST = route({ guard: anyone, params: gameParams, body: endlessGuessBody, rateLimit: 'endless-guess' }, async ({ params, body, viewer }) => {
  const judged = judgeEndlessGuess(viewer, requireGame(params.game), body);
  // A guess with nothing to record never opens the database: guests play on while it is away.
  return judged.win ? recordEndlessGuess(await getDb(), judged) : judged.outcome;
});
