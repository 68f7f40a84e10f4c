'use client';

import { useEffect, useState } from 'react';
import { fetchDevLoginOn } from '@/lib/client/dev-login';
import styles from './DevLoginBanner.module.css';

export const DEV_LOGIN_BANNER_TEXT =
  'Development sign-in is on: anyone can sign in to development accounts without a password. Do not use this server for real players.';

/**
 * A thin warning on every page of a production build whose server was started with
 * AUTH_DEV_LOGIN=true (the server also logs it at start-up, lib/auth/dev-login-warning.ts).
 * `npm run dev` turns the development sign-in on by design and shows nothing.
 */
export function DevLoginBanner({ production = process.env.NODE_ENV === 'production' }: { production?: boolean }) {
  const [devLoginOn, setDevLoginOn] = useState(false);

  useEffect(() => {
    if (!production) return;
    let current = true;
    void fetchDevLoginOn().then((on) => current && setDevLoginOn(on));
    return () => {
      current = false;
    };
  }, [production]);

  if (!devLoginOn) return null;
  return (
    <p className={styles.banner} role="note">
      {DEV_LOGIN_BANNER_TEXT}
    </p>
  );
}
