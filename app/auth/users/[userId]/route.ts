import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { withAuthIndicator } from '@/lib/auth/auth-routes';
import { OWN_PROFILE_ONLY, requireSelf } from '@/lib/auth/guards';
import { endSession } from '@/lib/auth/session';
import { route } from '@/lib/http/route';
import { deleteAccount } from '@/lib/services/account/data';
import { userParams } from '@/lib/validation/progress';
import { deleteAccountBody } from '@/lib/validation/profile';

/** DELETE /auth/users/{userId} {confirm}: deletes the player's own account after the typed confirmation; the session ends. */
export const DELETE = route(
  { guard: requireSelf(OWN_PROFILE_ONLY), params: userParams, body: deleteAccountBody, rateLimit: 'account-delete' },
  async ({ request, viewer, body }) => {
    await deleteAccount(await getDb(), viewer.id, body.confirm);
    await endSession();
    return withAuthIndicator(NextResponse.json({ ok: true }), request, false);
  },
);
