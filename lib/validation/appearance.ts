import { z } from 'zod';
import { THEMES } from '@/lib/appearance/themes';
import { HIGH_CONTRAST_INVALID_MESSAGE, THEME_INVALID_MESSAGE } from '@/lib/messages/appearance';

/** PUT /auth/users/{userId}/appearance {theme, highContrast}: both given, each only one of its values. */
export const appearanceBody = z.object({
  theme: z.enum(THEMES, { message: THEME_INVALID_MESSAGE }),
  highContrast: z.boolean({ message: HIGH_CONTRAST_INVALID_MESSAGE }),
});
