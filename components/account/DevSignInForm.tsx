'use client';

import { useFormStatus } from 'react-dom';
import styles from './AccountPages.module.css';

function SubmitButton({ label, name }: { label: string; name?: string }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={styles.secondaryButton} name={name ? 'name' : undefined} value={name} disabled={pending}>
      {pending ? 'Signing in...' : label}
    </button>
  );
}

/** Development sign-in (AUTH_DEV_LOGIN=true): pick a demo player or type any name. */
export function DevSignInForm({ players, action }: { players: string[]; action: (formData: FormData) => Promise<void> }) {
  return (
    <div className={styles.devBox}>
      <h2>Development sign-in</h2>
      <p className={styles.note}>For local development only: no password. A new name creates a new account.</p>
      {players.length > 0 && (
        <form action={action} className={styles.devPlayers}>
          {players.map((player) => (
            <SubmitButton key={player} label={player} name={player} />
          ))}
        </form>
      )}
      <form action={action} className={styles.devForm}>
        <label htmlFor="dev-name">Name</label>
        <input id="dev-name" name="name" required maxLength={40} autoComplete="off" placeholder="Type any name" />
        <SubmitButton label="Sign in" />
      </form>
    </div>
  );
}
