import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ComingSoon } from '@/components/account/ComingSoon';
import { getViewer } from '@/lib/auth/guards';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Achievements', robots: { index: false } };

/** /achievements: signed in only. The achievements themselves come with their own step. */
async function AchievementsPage() {
  const { user } = await getViewer();
  if (!user) redirect('/login');
  return <ComingSoon title="Achievements" what="your unlocked and locked achievements" />;
}

export default survivesDatabaseOutage(AchievementsPage);
