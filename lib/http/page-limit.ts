import { isApiError } from './errors';
import { enforceRateLimit } from './rate-limit';
import { refusalPage } from './refusal-page';

/** The pages counted toward `profile-page` (lib/http/limits.ts): a player's public profile and achievements. */
const LIMITED_PAGE = /^\/profile\/[^/]+(?:\/achievements)?\/?$/;

/** A request for a limited page that renders it (a router prefetch of a dynamic page stops before the page reads anything). */
export function countsTowardPageLimit(request: Request, pathname: string): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  return LIMITED_PAGE.test(pathname) && !request.headers.has('next-router-prefetch');
}

/**
 * Counts a public profile page toward the `profile-page` limit per client address, in proxy.ts before it
 * renders (issue 36 item 4): in this process's memory, so it costs no database query. Returns the 429 page
 * to answer with (and its Retry-After), or null to render the page.
 */
export async function refuseOverPageLimit(request: Request, pathname: string): Promise<Response | null> {
  if (!countsTowardPageLimit(request, pathname)) return null;
  try {
    await enforceRateLimit('profile-page', request, null);
    return null;
  } catch (error) {
    if (!isApiError(error) || error.status !== 429) throw error;
    return tooManyPage(error.message, error.headers['Retry-After'] ?? '60');
  }
}

function tooManyPage(message: string, retryAfter: string): Response {
  const { headers, body } = refusalPage('Too many requests', message, retryAfter);
  return new Response(body, { status: 429, headers });
}
