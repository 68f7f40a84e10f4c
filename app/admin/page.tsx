import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ComingSoon } from '@/components/account/ComingSoon';
import { isAdminRole } from '@/lib/auth/account-user';
import { getViewer } from '@/lib/auth/guards';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false } };

/** /admin: admins and owners only, everyone else goes to / (accounts-side §2.1). */
async function AdminPage() {
  const { user } = await getViewer();
  if (!user || !isAdminRole(user.role)) redirect('/');
  return <ComingSoon title="Admin Dashboard" what="user management, actions and feedback" />;
}

export default survivesDatabaseOutage(AdminPage);
