import { TOO_LARGE_MESSAGE, WRONG_TYPE_MESSAGE } from '@/lib/messages/accounts';
/**
 * The profile picture rules both sides know (accounts-side §5, §8, §9): the browser checks a chosen file
 * before cropping, the server checks the bytes again (lib/services/profile/picture-image.ts).
 */
export const PICTURE_MAX_BYTES = 10_485_760;
/**
 * The browser's crop is square and at most 512 px, so a profile picture never needs a long side or a long,
 * thin shape; both only make decoding cost (a 77 KB PNG of 1 × 39,999,999 pixels took seconds of CPU).
 */
export const PICTURE_MAX_SIDE_PX = 4096;
export const PICTURE_MAX_ASPECT_RATIO = 4;
export const SIDE_TOO_LONG_MESSAGE = `The image is too large: at most ${PICTURE_MAX_SIDE_PX} pixels wide and high. Please choose a smaller image.`;
export const TOO_NARROW_MESSAGE = `The image is too long and narrow for a profile picture (at most ${PICTURE_MAX_ASPECT_RATIO} times as wide as high, or as high as wide). Please crop it closer to a square.`;

/** The file chooser's filter: JPG, JPEG, PNG or WebP. */
export const PICTURE_ACCEPT = '.jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp';

const TYPES = new Set(['image/jpeg', 'image/jpg', 'image/png', 'image/webp']);
const EXTENSIONS = new Set(['jpg', 'jpeg', 'png', 'webp']);

/** What is wrong with a chosen file before it is even opened (its type or name, its size), or null. */
export function pictureFileProblem(file: { name: string; type: string; size: number }): string | null {
  const extension = /\.([^.]+)$/.exec(file.name)?.[1]?.toLowerCase() ?? '';
  if (!TYPES.has(file.type.toLowerCase()) && !EXTENSIONS.has(extension)) return WRONG_TYPE_MESSAGE;
  if (file.size > PICTURE_MAX_BYTES) return TOO_LARGE_MESSAGE;
  return null;
}

/** What is wrong with an image's dimensions (read from its header, before any pixel is decoded), or null. */
export function pictureDimensionsProblem({ width, height }: { width: number; height: number }): string | null {
  if (Math.max(width, height) > PICTURE_MAX_SIDE_PX) return SIDE_TOO_LONG_MESSAGE;
  if (Math.max(width, height) > PICTURE_MAX_ASPECT_RATIO * Math.min(width, height)) return TOO_NARROW_MESSAGE;
  return null;
}
