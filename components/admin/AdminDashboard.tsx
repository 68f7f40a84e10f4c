'use client';

import { Tabs, tabPanelProps } from '@/components/ui/Tabs';
import { useAddressState } from '@/components/ui/useAddressState';
import { ADMIN_TABS, adminTabOf, type AdminTab } from '@/lib/admin/tabs';
import type { Actor } from '@/lib/auth/roles';
import { ActionsTab } from './ActionsTab';
import { DashboardStats } from './DashboardStats';
import { FeedbackTab } from './FeedbackTab';
import { UsersTab } from './UsersTab';
import styles from './Admin.module.css';

interface AdminDashboardProps {
  username: string;
  /** The signed-in admin or owner: the edit dialog's rules depend on who is asking. */
  viewer: Actor;
}

/** /admin (accounts-side §2.13): the header and the three tabs, the chosen one kept in the address. */
export function AdminDashboard({ username, viewer }: AdminDashboardProps) {
  const [tab, update] = useAddressState<AdminTab>(
    (params) => adminTabOf(params?.get('tab')),
    // Another tab starts from its own defaults: only ?tab= is carried over.
    (_query, next) => (next === 'user-management' ? '' : `?tab=${next}`),
  );
  const choose = (next: AdminTab) => update(() => next);

  return (
    <div className={styles.dashboard}>
      <header className={styles.header}>
        <h1>Admin Dashboard</h1>
        <p className={styles.loggedIn}>
          Logged in as: {username} ({viewer.role})
        </p>
      </header>
      <DashboardStats />
      <Tabs label="Admin sections" idPrefix="admin" tabs={ADMIN_TABS} selected={tab} onSelect={choose} />
      <section {...tabPanelProps('admin', tab)} className={styles.panel}>
        {tab === 'feedback' ? <FeedbackTab /> : tab === 'actions' ? <ActionsTab /> : <UsersTab viewer={viewer} />}
      </section>
    </div>
  );
}
