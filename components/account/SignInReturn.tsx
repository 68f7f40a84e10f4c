'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { signInErrorMessage } from '@/lib/auth/sign-in-errors';
import { hasAuthIndicator } from '@/lib/client/auth-api';
import { forgetUser } from '@/lib/client/last-user';
import { finishFreshSignIn } from '@/lib/client/fresh-sign-in';
import { authenticationFailedMessage, SIGN_IN_STILL_TRYING } from '@/lib/messages/accounts';
import styles from './AccountPages.module.css';

export const EXISTING_USER_DELAY_MS = 1500;
export const NEW_USER_DELAY_MS = 1000;
export const FAILURE_DELAY_MS = 2000;
/** Between reads of a session the server made but could not describe yet (the database away). */
export const STILL_TRYING_DELAY_MS = 3000;

/** /auth/callback (accounts-side §2.3): where every sign-in returns. */
export function SignInReturn() {
  const { announceSignIn } = useAuth();
  const queryClient = useQueryClient();
  const router = useRouter();
  const [message, setMessage] = useState('Signing you in...');
  const started = useRef(false);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    let timer: number | undefined;
    const go = (path: string, delay: number) => (timer = window.setTimeout(() => router.replace(path), delay));
    const pause = (ms: number) => new Promise((resolve) => (timer = window.setTimeout(resolve, ms)));

    async function finish() {
      const error = new URLSearchParams(window.location.search).get('error');
      // A fresh sign-in may be another player's: the user this browser knew before must not stand in.
      forgetUser();
      let user = error ? null : await announceSignIn();
      // The server made the session (its indicator cookie is here) but could not say whose it is yet (the
      // database away): the sign-in has not failed, so the page keeps asking instead of sending the player
      // to /login as a guest (issue 40 item 4). A 401 clears the indicator and ends this.
      while (!user && !error && mounted.current && hasAuthIndicator()) {
        setMessage(SIGN_IN_STILL_TRYING);
        await pause(STILL_TRYING_DELAY_MS);
        if (mounted.current) user = await announceSignIn();
      }
      if (!mounted.current) return;
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
