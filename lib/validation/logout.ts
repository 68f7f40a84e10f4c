import { z } from 'zod';

/** Two base64url parts (lib/auth/revocation-token.ts): every token the site signs is far shorter than the cap. */
const REVOCATION_TOKEN = /^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/;

/**
 * POST /auth/logout: no body (or {}) ends this browser's session; {revocationToken} resends a sign-out
 * that an earlier answer could not confirm, and ends only what the token names.
 */
export const logoutBody = z
  .object({
    revocationToken: z.string().max(500, 'A sign-out token is at most 500 characters.').regex(REVOCATION_TOKEN, 'Not a sign-out token.').optional(),
  })
  .strict();

export type LogoutBody = z.input<typeof logoutBody>;
