import { z } from 'zod';
import { isStorableText, UNSAFE_TEXT_MESSAGE } from './text';

/** Username rules (accounts-side §5), shared by the setup form's checklist and the server. */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 20;
const USERNAME_CHARACTERS = /^[A-Za-z0-9]+$/;

export const USERNAME_CHECKLIST = [
  { id: 'length', label: '3-20 characters long', passes: (name: string) => name.length >= USERNAME_MIN && name.length <= USERNAME_MAX },
  { id: 'characters', label: 'Only letters (a-z, A-Z) and numbers (0-9)', passes: (name: string) => name.length > 0 && USERNAME_CHARACTERS.test(name) },
] as const;

export function isValidUsername(name: string): boolean {
  return USERNAME_CHECKLIST.every((rule) => rule.passes(name));
}

export const usernameSchema = z
  .string({ error: 'Username is required' })
  .refine(isStorableText, UNSAFE_TEXT_MESSAGE)
  .min(1, 'Username is required')
  .min(USERNAME_MIN, 'Username must be at least 3 characters long')
  .max(USERNAME_MAX, 'Username must be 20 characters or less')
  .regex(USERNAME_CHARACTERS, 'Username can only contain letters and numbers');

export const usernameBody = z.object({ username: usernameSchema });
