import 'server-only';
import { randomBytes } from 'node:crypto';
import type { Db } from '@/db/client';
import { findPicture, removePicture, replacePicture, type StoredPicture } from '@/db/queries/profile-pictures';
import { conflict, notFound, unauthorized } from '@/lib/http/errors';
import type { UploadedFile } from '@/lib/http/multipart-body';
import { checkPicture, reencodeInTurn, type ProcessedPicture } from './picture-image';
import { PICTURE_NOT_FOUND_MESSAGE, SUPERSEDED_MESSAGE } from '@/lib/messages/accounts';

export interface PreparedPicture extends ProcessedPicture {
  /** When it joined the decode queue: of one player's uploads, the latest is the one kept. */
  uploadedAt: Date;
}

let lastUploadTime = 0;

/** Now, but always later than this process's previous upload: uploads in the same millisecond keep their order. */
function nextUploadTime(): Date {
  lastUploadTime = Math.max(Date.now(), lastUploadTime + 1);
  return new Date(lastUploadTime);
}

/**
 * POST /api/profile-picture/upload, first step (no database): checks the file without decoding it, then
 * re-encodes it in its turn (./picture-image.ts).
 */
export async function preparePicture(userId: string, file: UploadedFile): Promise<PreparedPicture> {
  const format = await checkPicture(file);
  const uploadedAt = nextUploadTime(); // taken as it joins the queue: this process's order is the queue's
  return { ...(await reencodeInTurn(userId, file.bytes, format)), uploadedAt };
}

/**
 * POST /api/profile-picture/upload, second step: stores the picture under a new random name, unless the
 * player's stored picture is a later upload (409). Each upload gets a new name, so a picture can be
 * cached for good by its name.
 */
export async function uploadProfilePicture(db: Db, userId: string, picture: PreparedPicture): Promise<{ ok: true; data: { filename: string } }> {
  const filename = `${randomBytes(16).toString('hex')}.${picture.extension}`;
  const outcome = await replacePicture(db, userId, {
    filename,
    contentType: picture.contentType,
    byteSize: picture.bytes.byteLength,
    bytes: picture.bytes,
    createdAt: picture.uploadedAt,
  });
  if (outcome === 'newer-kept') throw conflict(SUPERSEDED_MESSAGE, 'picture_superseded');
  if (outcome === 'no-account') throw unauthorized();
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
