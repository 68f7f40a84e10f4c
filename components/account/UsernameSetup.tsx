'use client';

import { useState } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { errorMessage } from '@/lib/client/api';
import { useSetUsername, useUsernameAvailability, type Availability } from '@/lib/client/queries/username';
import { NETWORK_ERROR } from '@/lib/messages/accounts';
import { isValidUsername, USERNAME_CHECKLIST, USERNAME_MAX } from '@/lib/validation/username';
import { WelcomeFeatures } from './WelcomeFeatures';
import { Button, ButtonLink } from '@/components/ui/Button';
import { Field } from '@/components/ui/Field';
import styles from './AccountPages.module.css';

const AVAILABILITY_TEXT: Record<Availability, string> = {
  idle: '',
  checking: 'Checking availability...',
  available: 'Username is available',
  unavailable: 'Username is already taken',
};

/**
 * /username-setup (accounts-side §2.4, §4.3, §5): the checklist, availability and the welcome screen.
 * Every message is about the name in the field: a failed save's message belongs to the name it was for,
 * and while it shows, the availability line (answered before the save) does not.
 */
export function UsernameSetup() {
  const { refreshUser } = useAuth();
  const saveUsername = useSetUsername();
  const [username, setUsername] = useState('');
  const [failure, setFailure] = useState<{ username: string; message: string } | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  const availability = useUsernameAvailability(username);
  const error = failure?.username === username ? failure.message : null;
  const canSubmit = isValidUsername(username) && availability === 'available' && !submitting;

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!canSubmit) return;
    setSubmitting(true);
    setFailure(null);
    try {
      await saveUsername.mutateAsync(username);
      await refreshUser();
      setDone(username);
    } catch (reason) {
      // The check is asked again (useSetUsername): Continue waits for the answer.
      setFailure({ username, message: errorMessage(reason, NETWORK_ERROR) });
    } finally {
      setSubmitting(false);
    }
  }

  if (done) {
    return (
      <section className={styles.card} aria-labelledby="welcome-heading">
        <h1 id="welcome-heading">Welcome, {done}!</h1>
        <p className={styles.lead}>Your username is set. Here is what your account gives you:</p>
        <WelcomeFeatures />
        {/* A full page load: pages prefetched before the username existed were redirected back here. */}
        <ButtonLink href="/">Continue to Games</ButtonLink>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="setup-heading">
      <h1 id="setup-heading">Choose your username</h1>
      <p className={styles.lead}>This is the name other players see on the leaderboard and your profile.</p>
      <form onSubmit={submit} className={styles.form} noValidate>
        <Field
          id="username"
          label="Username"
          value={username}
          maxLength={USERNAME_MAX}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          describedBy={['username-rules', 'username-availability']}
          onChange={(event) => setUsername(event.target.value.slice(0, USERNAME_MAX))}
        />
        <ul id="username-rules" className={styles.checklist} aria-label="Requirements">
          {USERNAME_CHECKLIST.map((rule) => {
            const passes = rule.passes(username);
            return (
              <li key={rule.id} className={passes ? styles.pass : styles.fail} data-passes={passes}>
                <span aria-hidden>{passes ? '✓' : '✗'}</span> {rule.label}
              </li>
            );
          })}
        </ul>
        <p id="username-availability" className={`${styles.availability} ${styles[availability]}`} role="status" aria-live="polite" data-state={availability}>
          {error ? '' : AVAILABILITY_TEXT[availability]}
        </p>
        {error && (
          <p className={styles.error} role="alert">
            {error}
          </p>
        )}
        <Button type="submit" disabled={!canSubmit}>
          {submitting ? 'Saving...' : 'Continue'}
        </Button>
      </form>
    </section>
  );
}
