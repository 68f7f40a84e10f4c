/**
 * Whether the server offers the development sign-in, read at run time from Auth.js's provider list:
 * pages are built ahead of time, so the server's AUTH_DEV_LOGIN cannot be baked into them.
 */
export async function fetchDevLoginOn(): Promise<boolean> {
  try {
    const response = await fetch('/api/auth/providers', { credentials: 'same-origin' });
    if (!response.ok) return false;
    const providers = (await response.json()) as Record<string, unknown> | null;
    return Boolean(providers && 'dev' in providers);
  } catch {
    return false;
  }
}
