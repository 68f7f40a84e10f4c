import type { Metadata } from 'next';
import { guardedPage, type GuardedProps } from '@/lib/auth/guarded-page';
import { settingsDetails } from '@/lib/services/account/settings';
import { AppearanceSettings } from '@/components/appearance/AppearanceSettings';
import { SignOutEverywhere } from '@/components/account/SignOutEverywhere';
import { YourData } from '@/components/account/YourData';
import styles from '@/components/account/AccountPages.module.css';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

/**
 * /settings (accounts-side §2.7): read-only account details, the appearance (issue 30: theme and
 * high-contrast colours, kept on the account), "Sign out of all devices", and the player's control over
 * their data (Download my data, Delete my account).
 */
async function SettingsPage({ account }: GuardedProps<'/settings'>) {
  const details = settingsDetails(account);
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
      <AppearanceSettings />
      <SignOutEverywhere />
      <YourData userId={account.id} username={account.username} />
    </section>
  );
}

export default survivesDatabaseOutage(guardedPage('/settings', SettingsPage));
