import type { UserRow } from '@/db/queries/users';
import { SITE_VERSION } from '@/lib/site';
import { formatLongDate } from '@/lib/time-display';

export interface SettingsDetail {
  label: string;
  value: string;
}

/** The read-only account details of /settings (accounts-side §2.7), from the viewer's account row. */
export function settingsDetails(account: Pick<UserRow, 'username' | 'email' | 'createdAt'>): SettingsDetail[] {
  return [
    { label: 'Username', value: account.username ?? 'Not chosen yet' },
    { label: 'E-mail', value: account.email ?? 'Not provided' },
    { label: 'Version', value: SITE_VERSION },
    { label: 'Member since', value: formatLongDate(account.createdAt) },
  ];
}
