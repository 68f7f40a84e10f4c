import 'server-only';

/**
 * The seam between the app and Auth.js's runtime: the only functions that read or rewrite the
 * session cookie. The session only names the user; username and role are re-read from the database
 * by getViewer(). Integration tests replace this module to act as a chosen user.
 */
export async function sessionUserId(): Promise<string | null> {
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
