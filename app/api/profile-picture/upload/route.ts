import { getDb } from '@/db/client';
import { requireUser } from '@/lib/auth/guards';
import { readFilePart } from '@/lib/http/multipart-body';
import { route } from '@/lib/http/route';
import { uploadProfilePicture } from '@/lib/services/profile-picture';
import { PICTURE_MAX_BYTES, TOO_LARGE_MESSAGE } from '@/lib/validation/picture';

/**
 * POST /api/profile-picture/upload (multipart, field profilePicture) → {ok, data: {filename}}. The
 * caller is checked and counted before a byte of the body is read.
 */
export const POST = route({ guard: requireUser, rateLimit: 'profile-picture' }, async ({ request, viewer }) => {
  const file = await readFilePart(request, { field: 'profilePicture', maxBytes: PICTURE_MAX_BYTES, tooLargeMessage: TOO_LARGE_MESSAGE });
  return uploadProfilePicture(await getDb(), viewer.id, file);
});
