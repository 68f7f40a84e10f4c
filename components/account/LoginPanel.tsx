'use client';

import Link from '@/components/ui/Link';
import { useRouter } from 'next/navigation';
import { useEffect, useState } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import type { ProviderChoice } from '@/lib/auth/providers';
import { DevSignInForm } from './DevSignInForm';
import { buttonClass } from '@/components/ui/Button';
import styles from './AccountPages.module.css';

interface LoginPanelProps {
  providers: ProviderChoice[];
  /** Usernames to pick from, when the development sign-in is on; null when it is off. */
  devPlayers: string[] | null;
  devSignIn: (formData: FormData) => Promise<void>;
}

const PROVIDER_PATHS: Record<string, string> = { google: '/auth/google' };

export function LoginPanel({ providers, devPlayers, devSignIn }: LoginPanelProps) {
  const { status } = useAuth();
  const router = useRouter();
  const [leaving, setLeaving] = useState<string | null>(null);

  useEffect(() => {
    if (status === 'signedIn') router.replace('/');
  }, [status, router]);

  if (status !== 'signedOut' || leaving) {
    return (
      <section className={styles.card} aria-busy="true">
        <p className={styles.status} role="status">
          {leaving ? `Redirecting to ${leaving}...` : 'Loading...'}
        </p>
      </section>
    );
  }

  return (
    <section className={styles.card} aria-labelledby="login-heading">
      <h1 id="login-heading">Login</h1>
      <p className={styles.lead}>Sign in to keep your streaks on every device, earn achievements and join the leaderboard.</p>
      {providers.length === 0 && !devPlayers && <p className={styles.error}>No sign-in method is configured on this server yet.</p>}
      <div className={styles.providers}>
        {providers.map((provider) => (
          <a
            key={provider.id}
            className={buttonClass('primary')}
            href={PROVIDER_PATHS[provider.id] ?? `/auth/sign-in/${provider.id}`}
            onClick={() => setLeaving(provider.label.replace(/^Login with /, ''))}
          >
            {provider.label}
          </a>
        ))}
      </div>
      {devPlayers && <DevSignInForm players={devPlayers} action={devSignIn} />}
      <p className={styles.note}>
        By continuing, you agree to our <Link href="/terms">Terms of Service</Link> and <Link href="/privacy">Privacy Policy</Link>.
      </p>
    </section>
  );
}
