/**
 * A readable (not httpOnly) cookie that only says "a session exists", so the browser knows whether
 * to ask GET /auth/me at start-up (accounts-side §4.1). It carries no identity: the session cookie
 * itself stays httpOnly, and every call re-checks the session on the server.
 */
export const AUTH_INDICATOR_COOKIE = 'guessdle_signed_in';
const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

interface CookieWriter {
  set: (name: string, value: string, options: { path: string; sameSite: 'lax'; maxAge: number; secure: boolean; httpOnly: boolean }) => unknown;
}

export function writeAuthIndicator(cookies: CookieWriter, signedIn: boolean, secure: boolean): void {
  cookies.set(AUTH_INDICATOR_COOKIE, signedIn ? '1' : '', {
    path: '/',
    sameSite: 'lax',
    maxAge: signedIn ? THIRTY_DAYS_SECONDS : 0,
    secure,
    httpOnly: false,
  });
}

export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}
