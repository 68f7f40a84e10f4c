/**
 * Who may keep a call's answer (issue 36 item 5). Most answers can depend on who asks (the session cookie
 * decides the viewer: /auth/me carries an e-mail and a role, a player's stats, today's round), so no shared
 * cache (a proxy, a CDN) and no disk may keep them: every answer of every call says PRIVATE_NO_STORE. A call
 * whose answer is the same for everyone opts out with route()'s `sharedCache` and sets its own public
 * Cache-Control on success (the cards, the fairness page's data, the stored pictures); its errors stay private.
 */
export const PRIVATE_NO_STORE = 'private, no-store';

export interface CachePolicy {
  /** The answer is the same for everyone: the Cache-Control the route set is kept (private when it set none). */
  sharedCache?: boolean;
}

/** The answer with the policy's Cache-Control (a copy when its headers cannot be changed, as a redirect's). */
export function withCachePolicy(response: Response, { sharedCache = false }: CachePolicy = {}): Response {
  if (sharedCache && response.headers.has('cache-control')) return response;
  try {
    response.headers.set('Cache-Control', PRIVATE_NO_STORE);
    return response;
  } catch {
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', PRIVATE_NO_STORE);
    return copy;
  }
}
