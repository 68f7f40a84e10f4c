import styles from './Outage.module.css';
import { ACCOUNT_UNAVAILABLE_TEXT } from '@/lib/messages/site';

/** Shown to a signed-in player whose account cannot be read while the database is away. */
export function AccountUnavailableNotice() {
  return (
    <p className={styles.notice} role="status">
      {ACCOUNT_UNAVAILABLE_TEXT}
    </p>
  );
}
