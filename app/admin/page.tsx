import type { Metadata } from 'next';
import { AdminDashboard } from '@/components/admin/AdminDashboard';
import { guardedPage, type GuardedProps } from '@/lib/auth/guarded-page';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false } };

/**
 * /admin: admins and owners only; everyone else goes to / before anything is shown (accounts-side
 * §2.1, §5). Each admin call checks the role again on the server.
 */
async function AdminPage({ account }: GuardedProps<'/admin'>) {
  return <AdminDashboard username={account.username ?? account.name ?? 'admin'} viewer={{ id: account.id, role: account.role }} />;
}

export default survivesDatabaseOutage(guardedPage('/admin', AdminPage));
