'use client';

import { useFormStatus } from 'react-dom';
import { buttonClass } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import styles from './AccountPages.module.css';

function SubmitButton({ label, name, small }: { label: string; name?: string; small?: boolean }) {
  const { pending } = useFormStatus();
  return (
    <button type="submit" className={buttonClass('secondary', small ? 'small' : 'normal')} name={name ? 'name' : undefined} value={name} disabled={pending}>
      {pending ? 'Signing in...' : label}
    </button>
  );
}

/** Development sign-in (AUTH_DEV_LOGIN=true): pick a development account or type a name for one. */
export function DevSignInForm({ players, action }: { players: string[]; action: (formData: FormData) => Promise<void> }) {
  return (
    <div className={styles.devBox}>
      <h2>Development sign-in</h2>
      <p className={styles.note}>
        For local development only: no password. It signs in only to development accounts; a new name (3-20 letters and
        digits) creates one.
      </p>
      {players.length > 0 && (
        <form action={action} className={styles.devPlayers}>
          {players.map((player) => (
            <SubmitButton key={player} label={player} name={player} small />
          ))}
        </form>
      )}
      <form action={action} className={styles.devForm}>
        <Field id="dev-name" label="Name" name="name" required maxLength={20} autoComplete="off" placeholder="Type a name" />
        <SubmitButton label="Sign in" />
      </form>
    </div>
  );
}
