import 'server-only';
import { authSecret } from '@/lib/auth/secret';
import { ApiError } from '@/lib/http/errors';

/** The server's secret (lib/auth/secret.ts), or a 503 when production was started without one. */
export function serverSecret(): string {
  const secret = authSecret();
  if (secret) return secret;
  throw new ApiError(503, 'The server is missing its AUTH_SECRET setting, so this cannot be done right now.', 'misconfigured');
}
