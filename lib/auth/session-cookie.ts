/** Auth.js's session cookie: `authjs.session-token`, `__Secure-` on https, split into `.0`, `.1`… when large. */
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

export function isSessionCookie(name: string): boolean {
  return SESSION_COOKIE.test(name);
}

/** The session cookies a request carries (their names), from its Cookie header. */
export function sessionCookieNames(request: Request): string[] {
  const header = request.headers.get('cookie') ?? '';
  return header
    .split(';')
    .map((part) => part.split('=')[0]?.trim() ?? '')
    .filter(isSessionCookie);
}
