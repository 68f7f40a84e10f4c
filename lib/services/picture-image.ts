import 'server-only';
import { fileTypeFromBuffer } from 'file-type/core';
import sharp, { type Sharp } from 'sharp';
import type { PICTURE_CONTENT_TYPES } from '@/db/schema/media';
import { ApiError, badRequest, unprocessable } from '@/lib/http/errors';
import type { UploadedFile } from '@/lib/http/multipart-body';
import { PICTURE_MAX_BYTES, TOO_LARGE_MESSAGE, WRONG_TYPE_MESSAGE } from '@/lib/validation/picture';

/*
 * What a profile picture upload must be, checked on the bytes (never the name or the header alone), then
 * re-encoded so that nothing of the original file is served: accounts-side §5 and issue 13's hostile list.
 * The size limit and the messages both sides show are in lib/validation/picture.ts.
 */

/** Decoding needs memory in proportion to pixels: a small file claiming huge dimensions is refused before decoding. */
export const PICTURE_MAX_PIXELS = 40_000_000;
export const PICTURE_MAX_SIDE = 512;
export const UNREADABLE_MESSAGE = 'The image could not be read: the file is damaged or incomplete.';
export const TOO_MANY_PIXELS_MESSAGE = `The image has too many pixels (at most ${PICTURE_MAX_PIXELS / 1_000_000} megapixels). Please choose a smaller image.`;
const ENCODE_TIMEOUT_SECONDS = 10;

type PictureContentType = (typeof PICTURE_CONTENT_TYPES)[number];

interface PictureFormat {
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

/** Reads the dimensions from the header only; refuses what decoding would make huge. */
async function checkDimensions(bytes: Uint8Array): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(bytes, { limitInputPixels: false }).metadata()); // the header only: no pixel is decoded
  } catch {
    throw badRequest(UNREADABLE_MESSAGE, 'unreadable_image');
  }
  if (!width || !height) throw badRequest(UNREADABLE_MESSAGE, 'unreadable_image');
  if (width * height > PICTURE_MAX_PIXELS) throw unprocessable(TOO_MANY_PIXELS_MESSAGE, 'too_many_pixels');
}

export interface ProcessedPicture {
  bytes: Buffer;
  contentType: PictureContentType;
  extension: string;
}

/**
 * Checks an upload and re-encodes it: orientation applied, every piece of metadata dropped (sharp keeps
 * none unless asked), at most 512×512, in its own format. Refusals are 4xx ApiErrors with a clear message.
 */
export async function processPicture(file: UploadedFile): Promise<ProcessedPicture> {
  if (file.bytes.byteLength > PICTURE_MAX_BYTES) throw new ApiError(413, TOO_LARGE_MESSAGE, 'payload_too_large');
  const format = await detectFormat(file);
  await checkDimensions(file.bytes);
  try {
    const image = sharp(file.bytes, { limitInputPixels: PICTURE_MAX_PIXELS, failOn: 'error', pages: 1 })
      .autoOrient()
      .resize({ width: PICTURE_MAX_SIDE, height: PICTURE_MAX_SIDE, fit: 'inside', withoutEnlargement: true })
      .timeout({ seconds: ENCODE_TIMEOUT_SECONDS });
    const bytes = await format.encode(image).toBuffer();
    return { bytes, contentType: format.contentType, extension: format.extension };
  } catch {
    throw badRequest(UNREADABLE_MESSAGE, 'unreadable_image');
  }
}
