import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getDailyForViewer } from '@/lib/services/daily/for-viewer';
import { publishAheadOncePerDay } from '@/lib/services/fairness/publish';
import { requireGame } from '@/lib/services/games/lookup';
import { gameParams } from '@/lib/validation/game';

/** GET /api/daily/{game}: today's date and puzzle number, and the item once the viewer has won it. */
export const GET = route({ guard: anyone, params: gameParams }, async ({ params, viewer }) => {
  const [db, game] = [await getDb(), requireGame(params.game)];
  const daily = await getDailyForViewer(db, viewer, game);
  publishAheadOncePerDay(db, game); // issue 30: the next 30 days' puzzles stored (and committed), in the background
  return daily;
});
