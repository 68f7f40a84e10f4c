/**
 * Which pages need what (accounts-side §2.1), as plain rules shared by proxy.ts (redirects) and the
 * pages themselves (which check again on the server). Roles are not among them: the session cookie
 * carries no role, and /admin reads the role from the database on every request (a promotion or a
 * demotion applies on the next request).
 */

export const USERNAME_SETUP_PATH = '/username-setup';
const SIGNED_IN_ONLY = ['/profile', '/achievements', '/stats', '/settings', '/username-setup', '/account-created'];
const ADMIN_ONLY = ['/admin'];
/** Pages a signed-in user without a username may still open. */
const USERNAME_NOT_NEEDED = ['/username-setup', '/auth/callback', '/dev'];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** /profile is private; /profile/{username} is public. */
export function needsSignIn(pathname: string): boolean {
  return SIGNED_IN_ONLY.some((prefix) => (prefix === '/profile' ? pathname === prefix : under(pathname, prefix)));
}

export function needsAdmin(pathname: string): boolean {
  return ADMIN_ONLY.some((prefix) => under(pathname, prefix));
}

export function needsUsername(pathname: string): boolean {
  return !USERNAME_NOT_NEEDED.some((prefix) => under(pathname, prefix));
}

export interface PageVisitor {
  signedIn: boolean;
  username: string | null;
}

/** Where a visitor of `pathname` must be sent instead, or null to let them in. */
export function redirectFor(pathname: string, visitor: PageVisitor): string | null {
  if (!visitor.signedIn) {
    if (needsAdmin(pathname)) return '/';
    return needsSignIn(pathname) ? '/login' : null;
  }
  if (!visitor.username && needsUsername(pathname)) return USERNAME_SETUP_PATH;
  if (pathname === '/login') return '/';
  return null;
}
