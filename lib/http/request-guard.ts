import { readEnv, type Env } from '@/lib/env';
import { ApiError } from './errors';
import { CROSS_ORIGIN_MESSAGE } from '@/lib/messages/site';

/**
 * Checks every state-changing call before anything else runs (issue 10 item 4): a call sent by another
 * site (a forged form, a page on another port) is refused with 403, and a JSON call only accepts JSON,
 * so that a cross-site "simple request" (text/plain, no preflight) cannot carry a body in.
 */
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Sec-Fetch-Site values a call of our own pages sends: `none` is a request the user typed or bookmarked. */
const OWN_FETCH_SITES = new Set(['same-origin', 'none']);

export function isUnsafeMethod(method: string): boolean {
  return UNSAFE_METHODS.has(method.toUpperCase());
}

/** The origins this site answers on: the request's own (scheme, host and port), AUTH_URL and the public address. */
export function siteOrigins(request: Request, env: Env = readEnv()): Set<string> {
  const origins = new Set([new URL(request.url).origin]);
  for (const configured of [env.AUTH_URL, env.NEXT_PUBLIC_SITE_URL]) {
    const origin = configured ? originOf(configured) : null;
    if (origin) origins.add(origin);
  }
  return origins;
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/** Throws 403 cross_origin when Origin or Sec-Fetch-Site says another site (another port included) sent the call. */
export function refuseCrossOrigin(request: Request): void {
  const origin = request.headers.get('origin');
  if (origin !== null && !siteOrigins(request).has(origin)) throw new ApiError(403, CROSS_ORIGIN_MESSAGE, 'cross_origin');
  const fetchSite = request.headers.get('sec-fetch-site');
  if (fetchSite !== null && !OWN_FETCH_SITES.has(fetchSite.toLowerCase())) throw new ApiError(403, CROSS_ORIGIN_MESSAGE, 'cross_origin');
}

function isJsonContentType(value: string): boolean {
  return value.split(';')[0].trim().toLowerCase() === 'application/json';
}

export const notJson = () => new ApiError(415, 'Send this request as JSON (Content-Type: application/json).', 'unsupported_media_type');

/**
 * A JSON call takes only `Content-Type: application/json` (charset allowed). A call with no content
 * type passes here; json-body.ts then allows it only without a body (the route sees `{}`).
 */
export function refuseNonJson(request: Request): void {
  const contentType = request.headers.get('content-type');
  if (contentType !== null && !isJsonContentType(contentType)) throw notJson();
}

/** The checks route() runs first for POST, PUT, PATCH and DELETE; `json` when the route reads a JSON body. */
export function guardUnsafeRequest(request: Request, { json }: { json: boolean }): void {
  if (!isUnsafeMethod(request.method)) return;
  refuseCrossOrigin(request);
  if (json) refuseNonJson(request);
}
