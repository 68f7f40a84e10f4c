import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client';
import { findPicture, removePicture, replacePicture, type StoredPicture } from '@/db/queries/profile-pictures';
import { notFound } from '@/lib/http/errors';
import type { UploadedFile } from '@/lib/http/multipart-body';
import { processPicture } from './picture-image';

export const PICTURE_NOT_FOUND_MESSAGE = 'No such picture.';

/**
 * POST /api/profile-picture/upload: checks and re-encodes the file (./picture-image.ts), then stores it
 * under a new random name. Each upload gets a new name, so a picture can be cached for good by its name.
 */
export async function uploadProfilePicture(db: Db, userId: string, file: UploadedFile): Promise<{ ok: true; data: { filename: string } }> {
  const picture = await processPicture(file);
  const filename = `${randomBytes(16).toString('hex')}.${picture.extension}`;
  await replacePicture(db, userId, { filename, contentType: picture.contentType, byteSize: picture.bytes.byteLength, bytes: picture.bytes });
  return { ok: true, data: { filename } };
}

/** DELETE /api/profile-picture: the picture goes; asking without one is not an error. */
export async function deleteProfilePicture(db: Db, userId: string): Promise<{ ok: true; data: { removed: boolean } }> {
  return { ok: true, data: { removed: await removePicture(db, userId) } };
}

/** GET /api/profile-picture/{filename}. */
export async function readProfilePicture(db: Db, filename: string): Promise<StoredPicture> {
  const picture = await findPicture(db, filename);
  if (!picture) throw notFound(PICTURE_NOT_FOUND_MESSAGE);
  return picture;
}
