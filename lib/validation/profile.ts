import { z } from 'zod';
import { BIO_MAX_LENGTH, BIO_TOO_LONG_MESSAGE, isBioWithinLimit, normalizeBio } from './bio';
import { displayText, safeText } from './text';

/** PUT /auth/users/{userId}/bio {bio}: stored with normalised line breaks, without surrounding blank space. */
export const bioBody = z.object({
  bio: displayText()
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

/** A stored picture's name: 32 hex digits and the format's extension (lib/services/profile/picture.ts makes them). */
export const PICTURE_FILENAME = /^[0-9a-f]{32}\.(jpg|png|webp)$/;
export const pictureParams = z.object({ filename: safeText().regex(PICTURE_FILENAME, 'No such picture.') });

/** GET /auth/public-profile/{id}: a user id or a username. */
export const publicProfileParams = z.object({ id: safeText().trim().min(1).max(100) });
