import { readEnv, secretSetting, type Env } from '@/lib/env';

/**
 * AUTH_SECRET signs sessions and seals endless rounds. Development and tests fall back to a fixed
 * one (lib/env.ts secretSetting); production has none (callers refuse to work).
 */
export function authSecret(env: Env = readEnv()): string | undefined {
  return secretSetting('AUTH_SECRET', env);
}
