import { devLoginWarning } from '@/lib/auth/dev-login-warning';
import { readEnv, type Env } from '@/lib/env';
import styles from './DevLoginBanner.module.css';

const DEV_LOGIN_BANNER_TEXT = 'Development sign-in is on: anyone can sign in without a password. Not for real players.';

/**
 * A thin warning on every page of a production server started with AUTH_DEV_LOGIN=true (the server
 * also logs it at start-up, lib/auth/dev-login-warning.ts). Rendered on the server at request time
 * (the root layout is dynamic), so it costs the browser nothing. `npm run dev` turns the development
 * sign-in on by design and shows nothing.
 */
export function DevLoginBanner({ env = readEnv() }: { env?: Env }) {
  if (!devLoginWarning(env)) return null;
  return (
    <p className={styles.banner} role="note">
      {DEV_LOGIN_BANNER_TEXT}
    </p>
  );
}
