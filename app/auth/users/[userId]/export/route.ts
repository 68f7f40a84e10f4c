import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { OWN_PROFILE_ONLY, requireSelf } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { exportAccountData } from '@/lib/services/account/data';
import { chicagoDate } from '@/lib/time';
import { userParams } from '@/lib/validation/progress';

/**
 * POST /auth/users/{userId}/export {}: everything stored about the player as one JSON file ("Download
 * my data" on /settings). A POST, so that no other site can make a signed-in browser ask for it.
 */
export const POST = route(
  { guard: requireSelf(OWN_PROFILE_ONLY), params: userParams, body: z.object({}).strict(), rateLimit: 'account-export' },
  async ({ viewer }) => {
    const data = await exportAccountData(await getDb(), viewer.id);
    return NextResponse.json(data, {
      headers: { 'Content-Disposition': `attachment; filename="guessdle-data-${chicagoDate()}.json"` },
    });
  },
);
