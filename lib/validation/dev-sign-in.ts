import { z } from 'zod';
import { USERNAME_MAX, USERNAME_MIN } from './username';

/**
 * The development sign-in's name: exactly a username (3-20 letters and digits). Anything else is
 * refused, never turned into another name ("probe.user.adm!" is not "probeuseradm").
 */
export const DEV_SIGN_IN_NAME_RULE = 'Use 3-20 letters and digits only, with no spaces or punctuation.';

export const devSignInName = z
  .string()
  .trim()
  .regex(new RegExp(`^[A-Za-z0-9]{${USERNAME_MIN},${USERNAME_MAX}}$`), DEV_SIGN_IN_NAME_RULE);
