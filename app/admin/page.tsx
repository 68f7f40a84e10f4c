import type { Metadata } from 'next';
import { ComingSoon } from '@/components/account/ComingSoon';
import { requireAdminPage } from '@/lib/auth/page-guards';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Admin Dashboard', robots: { index: false } };

/** /admin: admins and owners only, everyone else goes to / (accounts-side §2.1). */
async function AdminPage() {
  await requireAdminPage();
  return <ComingSoon title="Admin Dashboard" what="user management, actions and feedback" />;
}

export default survivesDatabaseOutage(AdminPage);
