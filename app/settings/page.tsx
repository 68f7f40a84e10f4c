import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { getDb } from '@/db/client';
import { findUserById } from '@/db/queries/users';
import { getViewer } from '@/lib/auth/guards';
import { SITE_VERSION } from '@/lib/site';
import { SignOutEverywhere } from '@/components/account/SignOutEverywhere';
import styles from '@/components/account/AccountPages.module.css';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Settings', robots: { index: false } };

const LONG_US_DATE = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'America/Chicago' });

/** /settings (accounts-side §2.7): read-only account details and "Sign out of all devices". */
async function SettingsPage() {
  const { user } = await getViewer();
  if (!user) redirect('/login');
  const row = await findUserById(await getDb(), user.id);
  if (!row) redirect('/login');
  const details = [
    { label: 'Username', value: row.username ?? 'Not chosen yet' },
    { label: 'E-mail', value: row.email ?? 'Not provided' },
    { label: 'Version', value: SITE_VERSION },
    { label: 'Member since', value: LONG_US_DATE.format(row.createdAt) },
  ];
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
