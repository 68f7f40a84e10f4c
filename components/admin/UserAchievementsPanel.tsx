'use client';

import { AchievementImage } from '@/components/achievements/AchievementImage';
import { isSelfReported } from '@/lib/achievements/definitions';
import { Button } from '@/components/ui/Button';
import { useToast } from '@/components/ui/toast';
import { useAdminUserAchievements, useChangeUserAchievement } from '@/lib/client/queries/admin-users';
import { ACHIEVEMENTS_LOAD_FAILED, GRANT_FAILED, REVOKE_FAILED } from '@/lib/messages/admin';
import { formatDateTime } from '@/lib/time-display';
import styles from './AdminUsers.module.css';

/**
 * The Achievements tab: every achievement, the player's unlocked ones marked, each with Grant or Revoke;
 * those the player unlocks on their own word are labelled self-reported (lib/achievements/definitions.ts).
 */
export function UserAchievementsPanel({ userId }: { userId: string }) {
  const panel = useAdminUserAchievements(userId);
  const change = useChangeUserAchievement(userId);
  const { showToast } = useToast();

  if (panel.isPending) return <p className={styles.muted}>Loading achievements…</p>;
  if (panel.error || !panel.data) {
    return (
      <div className={styles.retry} role="alert">
        <p className={styles.error}>{ACHIEVEMENTS_LOAD_FAILED}</p>
        <Button size="small" variant="secondary" onClick={() => void panel.refetch()}>
          Retry
        </Button>
      </div>
    );
  }

  const unlocked = new Map(panel.data.userAchievements.map((unlock) => [unlock.achievement_id, unlock]));
  function toggle(achievementId: number, grant: boolean) {
    change.mutate(
      { achievementId, grant },
      { onError: () => showToast(grant ? GRANT_FAILED : REVOKE_FAILED, { type: 'error' }) },
    );
  }

  return (
    <div className={styles.achievementsPanel}>
      <p className={styles.muted}>
        {unlocked.size} of {panel.data.achievements.length} unlocked
      </p>
      <ul className={styles.achievementList}>
        {panel.data.achievements.map((achievement) => {
          const unlock = unlocked.get(achievement.id);
          const busy = change.isPending && change.variables?.achievementId === achievement.id;
          return (
            <li key={achievement.id} className={styles.achievementRow} data-unlocked={unlock ? 'true' : 'false'} data-rarity={achievement.rarity}>
              <AchievementImage imageFilename={achievement.image_filename} className={styles.achievementImage} />
              <div className={styles.achievementText}>
                <span className={styles.name}>{achievement.name}</span>
                <span className={styles.muted}>{achievement.description}</span>
                <span className={styles.achievementMeta}>
                  <span className={styles.rarity}>{achievement.rarity}</span>
                  {isSelfReported(achievement.key) && (
                    <>
                      {' · '}
                      <span className={styles.selfReported} title="Unlocked on the player's own word: the browser reports it and the server cannot check it.">
                        self-reported
                      </span>
                    </>
                  )}
                  {unlock ? <> · unlocked {formatDateTime(unlock.unlocked_at)}</> : ' · locked'}
                </span>
              </div>
              <Button size="small" variant={unlock ? 'outline' : 'secondary'} disabled={busy} onClick={() => toggle(achievement.id, !unlock)} aria-label={`${unlock ? 'Revoke' : 'Grant'} ${achievement.name}`}>
                {unlock ? 'Revoke' : 'Grant'}
              </Button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
