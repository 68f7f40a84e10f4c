'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { signInErrorMessage } from '@/lib/auth/sign-in-errors';
import { finishFreshSignIn } from '@/lib/client/fresh-sign-in';
import { authenticationFailedMessage } from '@/lib/messages/accounts';
import styles from './AccountPages.module.css';

export const EXISTING_USER_DELAY_MS = 1500;
export const NEW_USER_DELAY_MS = 1000;
export const FAILURE_DELAY_MS = 2000;

/** /auth/callback (accounts-side §2.3): where every sign-in returns. */
export function SignInReturn() {
  const { announceSignIn } = useAuth();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [message, setMessage] = useState('Signing you in...');
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: number | undefined;
    const go = (path: string, delay: number) => (timer = window.setTimeout(() => router.replace(path), delay));

    async function finish() {
      const error = new URLSearchParams(window.location.search).get('error');
      const user = error ? null : await announceSignIn();
      if (!user) {
        setMessage(authenticationFailedMessage(signInErrorMessage(error ?? 'NotSignedIn')));
        return go('/login', FAILURE_DELAY_MS);
      }
      await finishFreshSignIn(queryClient, user.id);
      if (user.username) {
        setMessage('Welcome back! Redirecting...');
        go('/', EXISTING_USER_DELAY_MS);
      } else {
        setMessage('Welcome! Setting up your profile...');
        go('/username-setup', NEW_USER_DELAY_MS);
      }
    }
    void finish();
    return () => window.clearTimeout(timer);
  }, [announceSignIn, queryClient, router]);

  return (
    <section className={styles.card}>
      <p className={styles.status} role="status" aria-live="polite">
        {message}
      </p>
    </section>
  );
}
