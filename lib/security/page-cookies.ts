import type { PagePolicy } from './page-security';

/**
 * The cookies a page response may set (issue 25 item 12). A page the production build prerendered is
 * served to everyone with `s-maxage`, so a shared cache may store it with its headers: it sets no cookie
 * at all, or the cache would hand one visitor's cookie to the next. A page rendered per request is
 * `private, no-store` and may carry the development banner's cookie, never Auth.js's CSRF and callback-URL
 * cookies (pages have no use for them). The sign-in hint is written only by the session calls
 * (lib/auth/auth-routes.ts), never on a page.
 */
const AUTH_HELPER_COOKIE = /^(__Host-|__Secure-)?authjs\.(csrf-token|callback-url)=/;

/** A prerendered page: the same for everyone and stored by shared caches (it has no nonce of its own). */
export function mayBeStoredBySharedCaches(policy: PagePolicy): boolean {
  return policy.nonce === undefined;
}

export function withPageCookies<R extends Response>(response: R, policy: PagePolicy): R {
  const cookies = response.headers.getSetCookie();
  const kept = mayBeStoredBySharedCaches(policy) ? [] : cookies.filter((cookie) => !AUTH_HELPER_COOKIE.test(cookie));
  if (kept.length === cookies.length) return response;
  response.headers.delete('set-cookie');
  for (const cookie of kept) response.headers.append('set-cookie', cookie);
  return response;
}
