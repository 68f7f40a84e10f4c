import 'server-only';
import { ApiError } from '@/lib/http/errors';

const DEVELOPMENT_SECRET = 'guessdle-development-secret-not-for-production';

/** AUTH_SECRET signs sessions and seals endless rounds; development and tests fall back to a fixed one. */
export function serverSecret(): string {
  const secret = process.env.AUTH_SECRET;
  if (secret) return secret;
  if (process.env.NODE_ENV !== 'production') return DEVELOPMENT_SECRET;
  throw new ApiError(503, 'The server is missing its AUTH_SECRET setting, so this cannot be done right now.', 'misconfigured');
}
