/**
 * A readable (not httpOnly) cookie that only says "a session exists", so the browser knows whether
 * to ask GET /auth/me at start-up (accounts-side §4.1). It carries no identity: the session cookie
 * itself stays httpOnly, and every call re-checks the session on the server.
 */
export const AUTH_INDICATOR_COOKIE = 'guessdle_signed_in';
/** How long the indicator lives: as long as a session (SESSION_MAX_AGE_SECONDS), renewed with it. */
export const AUTH_INDICATOR_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

interface CookieWriter {
  set: (name: string, value: string, options: { path: string; sameSite: 'lax'; maxAge: number; secure: boolean; httpOnly: boolean }) => unknown;
}

const indicatorOptions = (signedIn: boolean, secure: boolean) =>
  ({ path: '/', sameSite: 'lax', maxAge: signedIn ? AUTH_INDICATOR_MAX_AGE_SECONDS : 0, secure, httpOnly: false }) as const;

export function writeAuthIndicator(cookies: CookieWriter, signedIn: boolean, secure: boolean): void {
  cookies.set(AUTH_INDICATOR_COOKIE, signedIn ? '1' : '', indicatorOptions(signedIn, secure));
}

/** The same cookie as a Set-Cookie header line, for a response that is not a NextResponse. */
export function authIndicatorHeader(signedIn: boolean, secure: boolean): string {
  const { path, maxAge } = indicatorOptions(signedIn, secure);
  return `${AUTH_INDICATOR_COOKIE}=${signedIn ? '1' : ''}; Path=${path}; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

export function isSecureRequest(request: Request): boolean {
  const forwarded = request.headers.get('x-forwarded-proto');
  return (forwarded ?? new URL(request.url).protocol.replace(':', '')) === 'https';
}
