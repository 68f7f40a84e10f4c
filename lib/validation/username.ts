import { z } from 'zod';
import { isStorableText } from './text';
import { USERNAME_CHARACTERS, USERNAME_MAX, USERNAME_MIN } from './username-messages';
import { UNSAFE_TEXT_MESSAGE } from '@/lib/messages/site';
import { USERNAME_CHARACTERS_ONLY, USERNAME_REQUIRED, USERNAME_TOO_LONG, USERNAME_TOO_SHORT } from '@/lib/messages/accounts';

/** Username rules (accounts-side §5), shared by the setup form's checklist and the server. */
export { USERNAME_MAX, USERNAME_MIN };

export const USERNAME_CHECKLIST = [
  { id: 'length', label: '3-20 characters long', passes: (name: string) => name.length >= USERNAME_MIN && name.length <= USERNAME_MAX },
  { id: 'characters', label: 'Only letters (a-z, A-Z) and numbers (0-9)', passes: (name: string) => name.length > 0 && USERNAME_CHARACTERS.test(name) },
] as const;

export function isValidUsername(name: string): boolean {
  return USERNAME_CHECKLIST.every((rule) => rule.passes(name));
}

export const usernameSchema = z
  .string({ error: USERNAME_REQUIRED })
  .refine(isStorableText, UNSAFE_TEXT_MESSAGE)
  .min(1, USERNAME_REQUIRED)
  .min(USERNAME_MIN, USERNAME_TOO_SHORT)
  .max(USERNAME_MAX, USERNAME_TOO_LONG)
  .regex(USERNAME_CHARACTERS, USERNAME_CHARACTERS_ONLY);

export const usernameBody = z.object({ username: usernameSchema });
