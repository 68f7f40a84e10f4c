'use client';
import { useSyncExternalStore } from 'react';
import { DEV_LOGIN_COOKIE } from '@/lib/auth/dev-login-cookie';
import styles from './DevLoginBanner.module.css';
import { DEV_LOGIN_BANNER_TEXT } from '@/lib/messages/site';

const noSubscription = () => () => {};
const serverSaysDevLogin = () => document.cookie.split('; ').includes(`${DEV_LOGIN_COOKIE}=1`);

/**
 * A thin warning on every page of a production server started with AUTH_DEV_LOGIN=true (the server
 * also logs it at start-up, lib/auth/dev-login-warning.ts). Prerendered pages are the same on every
 * server, so the server says so with a cookie (proxy.ts) and the banner appears once the page runs.
 * `npm run dev` turns the development sign-in on by design and shows nothing.
 */
export function DevLoginBanner() {
  const on = useSyncExternalStore(noSubscription, serverSaysDevLogin, () => false);
  if (!on) return null;
  return (
    // A landmark of its own, so that no content of the page is outside one (axe region).
    <aside className={styles.banner} aria-label="Development sign-in warning">
      <p>{DEV_LOGIN_BANNER_TEXT}</p>
    </aside>
  );
}
