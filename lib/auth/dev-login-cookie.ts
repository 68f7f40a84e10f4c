/**
 * Tells the browser that this server offers the development sign-in, so that every page shows the
 * banner (components/layout/DevLoginBanner.tsx): prerendered pages are the same on every server, so the
 * banner cannot be part of their HTML. It holds no identity, only "this server is for testing"; proxy.ts
 * sets and clears it (lib/auth/dev-login-warning.ts).
 */
export const DEV_LOGIN_COOKIE = 'guessdle_dev_login';
