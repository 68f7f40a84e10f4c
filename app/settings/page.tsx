import type { Metadata } from 'next';
import { requireSignedInPage } from '@/lib/auth/page-guards';
import { settingsDetails } from '@/lib/services/settings';
import { SignOutEverywhere } from '@/components/account/SignOutEverywhere';
import styles from '@/components/account/AccountPages.module.css';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

/** /settings (accounts-side §2.7): read-only account details and "Sign out of all devices". */
async function SettingsPage() {
  const details = settingsDetails(await requireSignedInPage());
  return (
    <section className={styles.card} aria-labelledby="settings-heading">
      <h1 id="settings-heading">Settings</h1>
      <dl className={styles.details}>
        {details.map((detail) => (
          <div key={detail.label}>
            <dt>{detail.label}</dt>
            <dd>{detail.value}</dd>
          </div>
        ))}
      </dl>
      <SignOutEverywhere />
    </section>
  );
}

export default survivesDatabaseOutage(SettingsPage);
