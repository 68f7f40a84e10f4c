import { getDb } from '@/db/client';
import { requireUser } from '@/lib/auth/guards';
import { isEasterEggWord } from '@/lib/achievements/definitions';
import { badRequest } from '@/lib/http/errors';
import { route } from '@/lib/http/route';
import { findEasterEgg } from '@/lib/services/achievements/achievements';
import { easterEggBody, NOT_AN_EASTER_EGG } from '@/lib/validation/achievements';

/** POST /api/achievements/easter-egg {easterEgg}: the hidden word unlocks its achievement (once). */
export const POST = route({ guard: requireUser, body: easterEggBody, rateLimit: 'player-activity' }, async ({ viewer, body }) => {
  if (!isEasterEggWord(body.easterEgg)) throw badRequest(NOT_AN_EASTER_EGG, 'not_an_easter_egg');
  return { success: true, newAchievements: await findEasterEgg(await getDb(), viewer.id) };
});
