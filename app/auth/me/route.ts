import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clearIndicatorOn401, withAuthIndicator } from '@/lib/auth/auth-routes';
import { requireUser } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { requireAccount, toAccountUser } from '@/lib/services/account';

/** GET /auth/me: the signed-in user, or 401 when signed out (the browser treats that quietly). */
export const GET = clearIndicatorOn401(
  route({ guard: requireUser }, async ({ request, viewer }) => {
    const user = toAccountUser(await requireAccount(await getDb(), viewer.id));
    return withAuthIndicator(NextResponse.json({ user }), request, true);
  }),
);
