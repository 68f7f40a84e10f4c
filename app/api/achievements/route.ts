import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getAllAchievements } from '@/lib/services/achievements/achievements';

/** GET /api/achievements: every achievement, each with how many players have unlocked it. */
export const GET = route({ guard: anyone }, async () => getAllAchievements(await getDb()));
