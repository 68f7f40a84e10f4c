/**
 * Which pages need what (accounts-side §2.1), as plain rules shared by proxy.ts (redirects) and the
 * page guards (lib/auth/page-guards.ts, which check again on the server and send refused visitors to
 * the same places). Roles are not decided here: the session cookie carries no role, and
 * requireAdminPage() reads it from the database on every request (lib/auth/roles.ts says who may).
 */

export const USERNAME_SETUP_PATH = '/username-setup';
export const SIGN_IN_PATH = '/login';
/** Where a visitor goes who may not open an admin page, or who is already signed in on /login. */
export const HOME_PATH = '/';
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
    if (needsAdmin(pathname)) return HOME_PATH;
    return needsSignIn(pathname) ? SIGN_IN_PATH : null;
  }
  if (!visitor.username && needsUsername(pathname)) return USERNAME_SETUP_PATH;
  if (pathname === SIGN_IN_PATH) return HOME_PATH;
  return null;
}
