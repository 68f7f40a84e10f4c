'use client';

import { useRouter } from 'next/navigation';
import { SITE_NAME } from '@/lib/site';
import { WelcomeFeatures } from './WelcomeFeatures';
import { buttonClass } from '@/components/ui/Button';
import styles from './AccountPages.module.css';

/** /account-created (accounts-side §2.4): 'Continue to Games' replaces this history entry with /. */
export function AccountCreated() {
  const router = useRouter();
  return (
    <section className={styles.card} aria-labelledby="created-heading">
      <h1 id="created-heading">Welcome to {SITE_NAME}!</h1>
      <p className={styles.lead}>Your account has been created successfully.</p>
      <WelcomeFeatures />
      <button type="button" className={buttonClass('primary')} onClick={() => router.replace('/')}>
        Continue to Games
      </button>
    </section>
  );
}
