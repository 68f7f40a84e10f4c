/**
 * Auth.js adds its CSRF token and callback-URL cookies to every response that reads the session, pages
 * included. A page response must not set cookies a shared cache could hand to the next visitor, and pages
 * have no use for them (sign-in starts on the server, which needs neither), so proxy.ts drops them.
 */
const AUTH_HELPER_COOKIE = /^(__Host-|__Secure-)?authjs\.(csrf-token|callback-url)=/;

export function dropAuthHelperCookies(response: Response): Response {
  const cookies = response.headers.getSetCookie();
  if (!cookies.some((cookie) => AUTH_HELPER_COOKIE.test(cookie))) return response;
  response.headers.delete('set-cookie');
  for (const cookie of cookies) if (!AUTH_HELPER_COOKIE.test(cookie)) response.headers.append('set-cookie', cookie);
  return response;
}
