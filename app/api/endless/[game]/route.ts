import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { requireGame } from '@/lib/services/games/lookup';
import { startEndlessRound } from '@/lib/services/play/play';
import { gameParams } from '@/lib/validation/game';

/** POST /api/endless/{game}: a new endless round as an opaque token (the item, player and start time sealed with the server secret). */
export const POST = route({ guard: anyone, params: gameParams, rateLimit: 'endless-start' }, async ({ params, viewer }) => {
  return startEndlessRound(requireGame(params.game), viewer);
});
