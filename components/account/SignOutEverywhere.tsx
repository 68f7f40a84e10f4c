'use client';

import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useAuth } from '@/components/auth/AuthProvider';
import { errorMessage } from '@/lib/client/api';
import { LOGOUT_NOT_CONFIRMED_MESSAGE } from '@/lib/auth/logout-messages';
import { buttonClass } from '@/components/ui/Button';
import styles from './AccountPages.module.css';

/** /settings: ends every session of the user (other browsers, a copied cookie) and this one. */
export function SignOutEverywhere() {
  const { logoutEverywhere } = useAuth();
  const router = useRouter();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function signOutEverywhere() {
    setPending(true);
    setError(null);
    try {
      await logoutEverywhere();
      router.replace('/');
    } catch (failure) {
      setError(errorMessage(failure, LOGOUT_NOT_CONFIRMED_MESSAGE));
      setPending(false);
    }
  }

  return (
    <div className={styles.signOutEverywhere}>
      <p className={styles.note}>Signed in on a device you no longer use? This signs you out everywhere, here included.</p>
      <button type="button" className={buttonClass('secondary')} onClick={() => void signOutEverywhere()} disabled={pending}>
        {pending ? 'Signing out...' : 'Sign out of all devices'}
      </button>
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
