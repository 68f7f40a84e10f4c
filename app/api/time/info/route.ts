import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { timeInfo } from '@/lib/time';

/** GET /api/time/info: when the daily puzzles reset (game-side §7), plus today's date for the countdown. */
export const GET = route({ guard: anyone }, async () => {
  return timeInfo();
});
