import { ApiRequestError, errorMessage } from '@/lib/client/api';
import { REMOVE_FAILED, removeFailedMessage, UPLOAD_FAILED, uploadFailedMessage } from '@/lib/messages/accounts';

/**
 * Which of the picture's messages (lib/messages/accounts.ts) a failure shows: one the server answered
 * shows its reason; one that never reached it, the fallback.
 */
function failureText(error: unknown, withReason: (reason: string) => string, fallback: string): string {
  return error instanceof ApiRequestError && error.status > 0 ? withReason(errorMessage(error, '')) : fallback;
}

export const uploadFailure = (error: unknown) => failureText(error, uploadFailedMessage, UPLOAD_FAILED);

export const removeFailure = (error: unknown) => failureText(error, removeFailedMessage, REMOVE_FAILED);
