import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { requireGame } from '@/lib/services/games/lookup';
import { revealEndlessHint } from '@/lib/services/play/play';
import { endlessHintBody, gameParams } from '@/lib/validation/game';

/** POST /api/endless/{game}/hint {token, receipts}: the round's hint with the receipts of enough distinct judged guesses. */
export const POST = route({ guard: anyone, params: gameParams, body: endlessHintBody, rateLimit: 'endless-hint' }, async ({ params, body, viewer }) => {
  return revealEndlessHint(viewer, requireGame(params.game), body);
});
