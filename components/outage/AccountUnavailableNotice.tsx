import styles from './Outage.module.css';

export const ACCOUNT_UNAVAILABLE_TEXT =
  "We can't reach the database right now: you are playing as a guest. Your progress can't be loaded or saved until it is back.";

/** Shown to a signed-in player whose account cannot be read while the database is away. */
export function AccountUnavailableNotice() {
  return (
    <p className={styles.notice} role="status">
      {ACCOUNT_UNAVAILABLE_TEXT}
    </p>
  );
}
