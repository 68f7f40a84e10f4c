import { getDb } from '@/db/client';
import { runWithRequestDeadline } from '@/db/deadline';
import { requireUser } from '@/lib/auth/guards';
import { readFilePart } from '@/lib/http/multipart-body';
import { route } from '@/lib/http/route';
import { preparePicture, uploadProfilePicture } from '@/lib/services/profile/picture';
import { PICTURE_MAX_BYTES } from '@/lib/validation/picture';
import { TOO_LARGE_MESSAGE } from '@/lib/messages/accounts';

/**
 * POST /api/profile-picture/upload (multipart, field profilePicture) → {ok, data: {filename}}. The
 * caller is checked and counted before a byte of the body is read.
 */
export const POST = route({ guard: requireUser, rateLimit: 'profile-picture' }, async ({ request, viewer }) => {
  const file = await readFilePart(request, { field: 'profilePicture', maxBytes: PICTURE_MAX_BYTES, tooLargeMessage: TOO_LARGE_MESSAGE });
  const picture = await preparePicture(viewer.id, file);
  // Reading the upload and waiting for its decoding took time: storing it gets a database budget of its own.
  return runWithRequestDeadline(async () => uploadProfilePicture(await getDb(), viewer.id, picture));
});
