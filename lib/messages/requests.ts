/**
 * accounts-side §8's messages of a request that failed, which every page's browser code may show (lib/client/api.ts,
 * the session refresh): a file of their own so that every first load does not carry the whole accounts catalogue
 * (issue 38). lib/messages/accounts.ts re-exports them: they are part of that catalogue.
 */
export const httpErrorMessage = (status: number | string, statusText: string) => `HTTP ${status}: ${statusText}`;
export const REQUEST_TIMEOUT = 'Request timeout';
export const refreshFailedMessage = (status: number | string) => `Refresh failed: ${status}`;
