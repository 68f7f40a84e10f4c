import { getDb } from '@/db/client';
import { requireUser } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { markAchievementsNotified } from '@/lib/services/achievements/achievements';
import { markNotifiedBody } from '@/lib/validation/achievements';

/** POST /api/achievements/mark-notified {achievementIds}: marks the caller's own unlocks as seen (others' are never touched). */
export const POST = route({ guard: requireUser, body: markNotifiedBody, rateLimit: 'achievement-notified' }, async ({ viewer, body }) =>
  markAchievementsNotified(await getDb(), viewer.id, body.achievementIds),
);
