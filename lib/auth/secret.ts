import { isProduction, readEnv, type Env } from '@/lib/env';

const DEVELOPMENT_SECRET = 'guessdle-development-secret-not-for-production';

/**
 * AUTH_SECRET signs sessions and seals endless rounds. Development and tests fall back to a fixed
 * one so that a fresh clone runs without settings; production has none (callers refuse to work).
 */
export function authSecret(env: Env = readEnv()): string | undefined {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  return isProduction(env) ? undefined : DEVELOPMENT_SECRET;
}
