/**
 * The admin edit dialog's username rules (accounts-side §5), without zod: the server's schema
 * (./username.ts) and the browser's dialog check the same rules with the same words.
 */
import { USERNAME_CHARACTERS_ONLY, USERNAME_REQUIRED, USERNAME_TOO_LONG, USERNAME_TOO_SHORT } from '@/lib/messages/accounts';

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
