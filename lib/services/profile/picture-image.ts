import 'server-only';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp, { type Sharp } from 'sharp';
import type { PICTURE_CONTENT_TYPES } from '@/db/schema/media';
import { OneAtATimeQueue, QueueFullError, ReplacedByNewerError } from '@/lib/concurrency/one-at-a-time-queue';
import { ApiError, badRequest, conflict, unprocessable } from '@/lib/http/errors';
import type { UploadedFile } from '@/lib/http/multipart-body';
import { PICTURE_MAX_BYTES, PICTURE_MAX_SIDE_PX, pictureDimensionsProblem } from '@/lib/validation/picture';
import { PICTURES_BUSY_MESSAGE, SUPERSEDED_MESSAGE, TOO_LARGE_MESSAGE, UNREADABLE_MESSAGE, WRONG_TYPE_MESSAGE } from '@/lib/messages/accounts';

/*
 * What a profile picture upload must be, checked on the bytes (never the name or the header alone), then
 * re-encoded so that nothing of the original file is served: accounts-side §5 and issue 13's hostile list.
 * The size and dimension limits and the messages both sides show are in lib/validation/picture.ts.
 */

export const PICTURE_MAX_SIDE = 512;
/** sharp refuses to decode more: the largest image the header check lets through. */
const MAX_INPUT_PIXELS = PICTURE_MAX_SIDE_PX * PICTURE_MAX_SIDE_PX;
const BUSY_RETRY_AFTER_SECONDS = '3';
const ENCODE_TIMEOUT_SECONDS = 5;

/**
 * Decoding runs on libuv's four threads, which file reads (static files) share: one image at a time per
 * process, three more may wait (about a second each at worst), and any more are told to come back.
 */
const decodeQueueHolder = globalThis as typeof globalThis & { guessdlePictureDecodeQueue?: OneAtATimeQueue };
export const pictureDecodeQueue = (decodeQueueHolder.guessdlePictureDecodeQueue ??= new OneAtATimeQueue(3));

type PictureContentType = (typeof PICTURE_CONTENT_TYPES)[number];

export interface PictureFormat {
  label: string;
  contentType: PictureContentType;
  extension: string;
  /** The extensions a file of this format may be named with, and the content types it may be declared as. */
  names: string[];
  declared: string[];
  encode: (image: Sharp) => Sharp;
}

const FORMATS: Record<string, PictureFormat> = {
  jpg: {
    label: 'a JPEG image',
    contentType: 'image/jpeg',
    extension: 'jpg',
    names: ['jpg', 'jpeg', 'jpe', 'jfif'],
    declared: ['image/jpeg', 'image/jpg', 'image/pjpeg'],
    encode: (image) => image.jpeg({ quality: 85, mozjpeg: true }),
  },
  png: {
    label: 'a PNG image',
    contentType: 'image/png',
    extension: 'png',
    names: ['png'],
    declared: ['image/png'],
    encode: (image) => image.png({ compressionLevel: 9 }),
  },
  webp: {
    label: 'a WebP image',
    contentType: 'image/webp',
    extension: 'webp',
    names: ['webp'],
    declared: ['image/webp'],
    encode: (image) => image.webp({ quality: 85 }),
  },
};

/** Declared types that say nothing about the file (a client that does not know it). */
const UNSPECIFIC_TYPES = new Set(['', 'application/octet-stream']);

const wrongType = (message = WRONG_TYPE_MESSAGE) => new ApiError(415, message, 'unsupported_image_type');

/** The real format from the bytes; the declared name and type, when they say anything, must agree with it. */
async function detectFormat(file: UploadedFile): Promise<PictureFormat> {
  const detected = await fileTypeFromBuffer(file.bytes);
  const format = detected ? FORMATS[detected.ext] : undefined;
  if (!format) throw wrongType();
  const declared = file.type.split(';')[0].trim().toLowerCase();
  if (!UNSPECIFIC_TYPES.has(declared) && !format.declared.includes(declared)) {
    throw wrongType(`The file is sent as ${declared} but it is ${format.label}. ${WRONG_TYPE_MESSAGE}`);
  }
  const extension = /\.([^./\\]+)$/.exec(file.name)?.[1]?.toLowerCase();
  if (extension !== undefined && !format.names.includes(extension)) {
    throw wrongType(`The file is named .${extension} but it is ${format.label}. ${WRONG_TYPE_MESSAGE}`);
  }
  return format;
}

/** Reads the dimensions from the header only (no pixel is decoded), and refuses what a profile picture never needs. */
async function checkDimensions(bytes: Uint8Array): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata());
  } catch {
    throw badRequest(UNREADABLE_MESSAGE, 'unreadable_image');
  }
  if (!width || !height) throw badRequest(UNREADABLE_MESSAGE, 'unreadable_image');
  const problem = pictureDimensionsProblem({ width, height });
  if (problem) throw unprocessable(problem, 'unsuitable_dimensions');
}

export interface ProcessedPicture {
  bytes: Buffer;
  contentType: PictureContentType;
  extension: string;
}

/** The checks that need no decoding: size, type (from the bytes), dimensions (from the header). Refusals are 4xx ApiErrors. */
export async function checkPicture(file: UploadedFile): Promise<PictureFormat> {
  if (file.bytes.byteLength > PICTURE_MAX_BYTES) throw new ApiError(413, TOO_LARGE_MESSAGE, 'payload_too_large');
  const format = await detectFormat(file);
  await checkDimensions(file.bytes);
  return format;
}

/** Orientation applied, every piece of metadata dropped (sharp keeps none unless asked), at most 512×512, in its own format. */
async function reencode(bytes: Uint8Array, format: PictureFormat): Promise<ProcessedPicture> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error', pages: 1 })
      .autoOrient()
      .resize({ width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
    return { bytes: await format.encode(image).toBuffer(), contentType: format.contentType, extension: format.extension };
  } catch {
    throw badRequest(UNREADABLE_MESSAGE, 'unreadable_image');
  }
}

/**
 * Re-encodes a checked picture when its turn comes (it joins the queue at once, before any await): 503
 * with Retry-After when the queue is full, 409 when the same player's newer upload took its place.
 */
export async function reencodeInTurn(playerId: string, bytes: Uint8Array, format: PictureFormat): Promise<ProcessedPicture> {
  try {
    return await pictureDecodeQueue.run(playerId, () => reencode(bytes, format));
  } catch (error) {
    if (error instanceof QueueFullError) throw new ApiError(503, PICTURES_BUSY_MESSAGE, 'pictures_busy', {}, { 'Retry-After': BUSY_RETRY_AFTER_SECONDS });
    if (error instanceof ReplacedByNewerError) throw conflict(SUPERSEDED_MESSAGE, 'picture_superseded');
    throw error;
  }
}
