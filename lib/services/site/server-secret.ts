import 'server-only';
import { createHash } from 'node:crypto';
import { authSecret } from '@/lib/auth/secret';
import { ApiError } from '@/lib/http/errors';

/** The server's secret (lib/auth/secret.ts), or a 503 when production was started without one. */
export function serverSecret(): string {
  const secret = authSecret();
  if (secret) return secret;
  throw new ApiError(503, 'The server is missing its AUTH_SECRET setting, so this cannot be done right now.', 'misconfigured');
}

const derived = new Map<string, { secret: string; key: Buffer }>();

/** A key of its own for each purpose, derived from the server secret once per secret (every judged guess signs with one). */
export function derivedKey(purpose: string): Buffer {
  const secret = serverSecret();
  const known = derived.get(purpose);
  if (known?.secret === secret) return known.key;
  const key = createHash('sha256').update(`guessdle:${purpose}:${secret}`).digest();
  derived.set(purpose, { secret, key });
  return key;
}
