/**
 * The profile picture rules both sides know (accounts-side §5, §8, §9): the browser checks a chosen file
 * before cropping, the server checks the bytes again (lib/services/picture-image.ts).
 */
export const PICTURE_MAX_BYTES = 10_485_760;
export const WRONG_TYPE_MESSAGE = 'Please select a JPG, PNG, or WebP image file.';
export const TOO_LARGE_MESSAGE = 'File too large. Please select an image smaller than 10MB.';
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
