/**
 * The answer (503) when a sign-out could not be confirmed: this browser is signed out, the session may not
 * be yet. Kept apart from the request schema (lib/validation/logout.ts) so the browser gets it without zod.
 */
export const LOGOUT_NOT_CONFIRMED_MESSAGE = "We couldn't sign you out everywhere. Please try again.";
export const LOGOUT_NOT_CONFIRMED_CODE = 'logout_not_confirmed';
