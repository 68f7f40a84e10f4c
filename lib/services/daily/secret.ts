import { readEnv, secretSetting, type Env } from '@/lib/env';
import { ApiError } from '@/lib/http/errors';

export const MISSING_DAILY_SECRET_MESSAGE =
  'The server is missing its DAILY_SECRET setting, so the daily puzzles cannot be served right now.';

/**
 * DAILY_SECRET keys the order of the daily puzzles, so that future answers cannot be computed from
 * the public item lists and the source. Development and tests fall back to a fixed secret (lib/env.ts
 * secretSetting); production does not start without it, and should it run without one the daily calls answer 503.
 */
export function dailySecret(env: Env = readEnv()): string | undefined {
  return secretSetting('DAILY_SECRET', env);
}

/** The daily secret, or a 503 with a clear message when production was started without one. */
export function requireDailySecret(env: Env = readEnv()): string {
  const secret = dailySecret(env);
  if (secret) return secret;
  throw new ApiError(503, MISSING_DAILY_SECRET_MESSAGE, 'misconfigured');
}
