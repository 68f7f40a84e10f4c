/**
 * The admin edit dialog's username messages (accounts-side §5), without zod: the server's schema
 * (./username.ts) and the browser's dialog check the same rules with the same words.
 */
export const USERNAME_REQUIRED = 'Username is required';
export const USERNAME_TOO_SHORT = 'Username must be at least 3 characters long';
export const USERNAME_TOO_LONG = 'Username must be 20 characters or less';
export const USERNAME_CHARACTERS_ONLY = 'Username can only contain letters and numbers';
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
export const USERNAME_CHARACTERS = /^[A-Za-z0-9]+$/;

/** The first rule the name breaks, or null. */
export function usernameProblem(name: string): string | null {
  if (name.length === 0) return USERNAME_REQUIRED;
  if (name.length < USERNAME_MIN) return USERNAME_TOO_SHORT;
  if (name.length > USERNAME_MAX) return USERNAME_TOO_LONG;
  if (!USERNAME_CHARACTERS.test(name)) return USERNAME_CHARACTERS_ONLY;
  return null;
}
