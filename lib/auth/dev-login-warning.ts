import type { NextRequest, NextResponse } from 'next/server';
import { isProduction, readEnv, type Env } from '@/lib/env';
import { DEV_LOGIN_COOKIE } from './dev-login-cookie';
import { devLoginEnabled } from './providers';
import { log } from '@/lib/observability/log';

/** The start-up warning for a production server that offers the development sign-in, or null. */
export function devLoginWarning(env: Env = readEnv()): string | null {
  if (!isProduction(env) || !devLoginEnabled(env)) return null;
  return '[startup] WARNING: AUTH_DEV_LOGIN=true on a production server: anyone can sign in to development accounts without a password. Every page shows a banner. Unset it unless this server is for testing only.';
}

export function warnIfDevLoginInProduction(env: Env = readEnv(), warn: (message: string) => void = (message) => log().warn(message)): void {
  const warning = devLoginWarning(env);
  if (warning) warn(warning);
}

/** Sets the banner's cookie (lib/auth/dev-login-cookie.ts) on a page response when this server offers the development sign-in, and clears a stale one. */
export function syncDevLoginCookie(request: NextRequest, response: NextResponse, env: Env = readEnv()): void {
  const on = devLoginWarning(env) !== null;
  if ((request.cookies.get(DEV_LOGIN_COOKIE)?.value === '1') === on) return;
  response.cookies.set(DEV_LOGIN_COOKIE, on ? '1' : '', { path: '/', sameSite: 'lax', maxAge: on ? 24 * 60 * 60 : 0, httpOnly: false });
}
