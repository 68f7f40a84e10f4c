import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { requireGame } from '@/lib/services/games';
import { revealEndlessHint } from '@/lib/services/play';
import { endlessHintBody, gameParams } from '@/lib/validation/game';

/** POST /api/endless/{game}/hint {token, guesses}: the round's hint once enough distinct valid guesses were made. */
export const POST = route({ guard: anyone, params: gameParams, body: endlessHintBody, rateLimit: 'endless-hint' }, async ({ params, body }) => {
  return revealEndlessHint(requireGame(params.game), body);
});
