import { getDb } from '@/db/client';
import { requireSelf, requireSelfOrAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getDailyGameState, saveDailyStateFromClient } from '@/lib/services/daily/state';
import { requireGame } from '@/lib/services/games/lookup';
import { dailyStateBody, userGameDateParams } from '@/lib/validation/progress';

/** GET: the player's round of that day's puzzle (defaults when none). Admins may read anyone's. */
export const GET = route({ guard: requireSelfOrAdmin(), params: userGameDateParams }, async ({ params }) => {
  const game = requireGame(params.gameId);
  return getDailyGameState(await getDb(), params.userId, game, params.date);
});

/**
 * POST {is_hint_revealed, ...}: today only, own state only. It can reveal the hint once the stored
 * guesses unlock it (409 hint_locked otherwise); it never marks a win or adds guesses.
 */
export const POST = route({ guard: requireSelf(), params: userGameDateParams, body: dailyStateBody, rateLimit: 'daily-state' }, async ({ params, body }) => {
  const game = requireGame(params.gameId);
  return saveDailyStateFromClient(await getDb(), params.userId, game, params.date, body);
});
