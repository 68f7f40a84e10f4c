import { ApiRequestError, errorMessage } from '@/lib/client/api';

/**
 * The picture's messages (accounts-side §8), word for word: shared by the page and the lazily loaded crop
 * modal. A failure the server answered shows its reason; one that never reached it, the fallback.
 */
export const CROP_FAILED_MESSAGE = 'Failed to process image. Please try again.';
export const CONFIRM_REMOVE_MESSAGE = 'Are you sure you want to remove your profile picture?';

function failureText(error: unknown, withReason: (reason: string) => string, fallback: string): string {
  return error instanceof ApiRequestError && error.status > 0 ? withReason(errorMessage(error, '')) : fallback;
}

export const uploadFailure = (error: unknown) =>
  failureText(error, (reason) => `Upload failed: ${reason || 'Upload failed'}`, 'Failed to upload profile picture. Please try again.');

export const removeFailure = (error: unknown) =>
  failureText(error, (reason) => `Failed to remove profile picture: ${reason || 'Delete failed'}`, 'Failed to remove profile picture. Please try again.');
