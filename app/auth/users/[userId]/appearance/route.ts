import { getDb } from '@/db/client';
import { OWN_PROFILE_ONLY, requireSelf } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getAccountAppearance, saveAccountAppearance } from '@/lib/services/account/appearance';
import { appearanceBody } from '@/lib/validation/appearance';
import { userParams } from '@/lib/validation/progress';

/** GET /auth/users/{userId}/appearance → {theme, highContrast}: the player's own choice only. */
export const GET = route({ guard: requireSelf(OWN_PROFILE_ONLY), params: userParams }, async ({ viewer }) =>
  getAccountAppearance(await getDb(), viewer.id),
);

/** PUT /auth/users/{userId}/appearance {theme, highContrast} → the stored choice. */
export const PUT = route(
  { guard: requireSelf(OWN_PROFILE_ONLY), params: userParams, body: appearanceBody, rateLimit: 'appearance' },
  async ({ viewer, body }) => saveAccountAppearance(await getDb(), viewer.id, body),
);
