import { getDb } from '@/db/client';
import { requireUser } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { mergeGuestProgress } from '@/lib/services/account/guest-merge';
import { guestMergeBody } from '@/lib/validation/progress';

/**
 * POST {date, games: {gameId: {guesses, receipts, hintRevealed?}}} after sign-in: replays a guest's rounds
 * of today (only the guesses the server judged: those with a valid receipt) into the signed-in account
 * where it has no result yet; never overwrites one; idempotent.
 */
export const POST = route({ guard: requireUser, body: guestMergeBody, rateLimit: 'merge' }, async ({ viewer, body }) => {
  return mergeGuestProgress(await getDb(), viewer.id, body);
});
