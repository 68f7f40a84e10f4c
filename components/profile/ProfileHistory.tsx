import type { ProfileHistory as History } from '@/lib/profile/types';
import { ClosestAchievements } from './ClosestAchievements';
import { WinCalendar } from './WinCalendar';

/** A player's history on /profile and /profile/{username} (issue 29): rendered on the server, no script of its own. */
export function ProfileHistory({ history }: { history: History }) {
  return (
    <>
      <WinCalendar today={history.today} winsByDate={history.winsByDate} />
      <ClosestAchievements achievements={history.closest} />
    </>
  );
}
