import { isProduction, readEnv, type Env } from '@/lib/env';
import { devLoginEnabled } from './providers';

/** The start-up warning for a production server that offers the development sign-in, or null. */
export function devLoginWarning(env: Env = readEnv()): string | null {
  if (!isProduction(env) || !devLoginEnabled(env)) return null;
  return '[startup] WARNING: AUTH_DEV_LOGIN=true on a production server: anyone can sign in to development accounts without a password. Every page shows a banner. Unset it unless this server is for testing only.';
}

export function warnIfDevLoginInProduction(env: Env = readEnv(), warn: (message: string) => void = console.warn): void {
  const warning = devLoginWarning(env);
  if (warning) warn(warning);
}
