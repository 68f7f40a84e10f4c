/**
 * The seam between the app and Auth.js's runtime: the only functions that read or rewrite the
 * session cookie. The session only names the user; username and role are re-read from the database
 * by getViewer(). Integration tests replace this module to act as a chosen user.
 */
import 'server-only';
import { cookies } from 'next/headers';

/** Auth.js's session cookie: `authjs.session-token`, `__Secure-` on https, split into `.0`, `.1`… when large. */
const SESSION_COOKIE = /^(__Secure-)?authjs\.session-token(\.\d+)?$/;

async function hasSessionCookie(): Promise<boolean> {
  return (await cookies()).getAll().some((cookie) => SESSION_COOKIE.test(cookie.name));
}

export async function sessionUserId(): Promise<string | null> {
  // Most calls come from guests: without a session cookie there is nothing for Auth.js to decode.
  if (!(await hasSessionCookie())) return null;
  const { auth } = await import('./auth');
  const session = await auth();
  return session?.user?.id || null;
}

/** Re-issues the session cookie with a fresh expiry and re-read hints (username, role). */
export async function refreshSession(): Promise<boolean> {
  const { unstable_update } = await import('./auth');
  const session = await unstable_update({});
  return Boolean(session?.user?.id);
}

/** Deletes the session cookie. */
export async function endSession(): Promise<void> {
  const { signOut } = await import('./auth');
  await signOut({ redirect: false });
}
