import { z } from 'zod';
import { safeText } from './text';

/**
 * The bio rule (accounts-side §5, §9): at most 300, where a line break counts as 50 characters. The
 * one place it lives: the profile form's counter and Save button and the server's check both call it.
 */
export const BIO_MAX_LENGTH = 300;
export const BIO_LINE_BREAK_WEIGHT = 50;
export const BIO_TOO_LONG_MESSAGE = `A bio may be at most ${BIO_MAX_LENGTH} characters (a line break counts as ${BIO_LINE_BREAK_WEIGHT}).`;

/** Line breaks as the browser's textarea gives them (\n), whatever a client sent (\r\n, \r). */
export function normalizeBio(text: string): string {
  return text.replace(/\r\n?/g, '\n');
}

/** The bio's length under the rule: one per character (code point), 50 per line break. */
export function bioLength(text: string): number {
  let length = 0;
  for (const character of normalizeBio(text)) length += character === '\n' ? BIO_LINE_BREAK_WEIGHT : 1;
  return length;
}

export function isBioWithinLimit(text: string): boolean {
  return bioLength(text) <= BIO_MAX_LENGTH;
}

/** PUT /auth/users/{userId}/bio {bio}: stored with normalised line breaks, without surrounding blank space. */
export const bioBody = z.object({
  bio: safeText()
    .max(BIO_MAX_LENGTH * 4)
    .transform((bio) => normalizeBio(bio).trim())
    .refine(isBioWithinLimit, BIO_TOO_LONG_MESSAGE),
});

/** PUT /auth/users/{userId}/badge {badge_achievement_id}: an achievement id, or null to remove the badge. */
export const badgeBody = z.object({
  badge_achievement_id: z.number().int().positive().max(2_147_483_647).nullable(),
});

/** DELETE /auth/users/{userId} {confirm}: the username, typed by the player to confirm. */
export const deleteAccountBody = z.object({ confirm: safeText().max(100) });

/** A stored picture's name: 32 hex digits and the format's extension (lib/services/profile-picture.ts makes them). */
export const PICTURE_FILENAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
export const pictureParams = z.object({ filename: safeText().regex(PICTURE_FILENAME, 'No such picture.') });

/** GET /auth/public-profile/{id}: a user id or a username. */
export const publicProfileParams = z.object({ id: safeText().trim().min(1).max(100) });
