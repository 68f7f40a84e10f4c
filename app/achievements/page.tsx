import type { Metadata } from 'next';
import { ComingSoon } from '@/components/account/ComingSoon';
import { requireSignedInPage } from '@/lib/auth/page-guards';
import { survivesDatabaseOutage } from '@/components/outage/survives-database-outage';

export const metadata: Metadata = { title: 'Achievements', robots: { index: false } };

/** /achievements: signed in only. The achievements themselves come with their own step. */
async function AchievementsPage() {
  await requireSignedInPage();
  return <ComingSoon title="Achievements" what="your unlocked and locked achievements" />;
}

export default survivesDatabaseOutage(AchievementsPage);
