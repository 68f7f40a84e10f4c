import { Modal, ModalBody, ModalHeader } from '@/components/ui/Modal';
import { playersText, progressPercent, unlockedOnText } from '@/lib/achievements/display';
import type { OwnAchievementView, PlayerAchievementView } from '@/lib/achievements/types';
import { rarityLabel } from '@/lib/profile/display';
import { AchievementImage } from './AchievementImage';
import styles from './Achievements.module.css';

const isOwn = (achievement: PlayerAchievementView): achievement is OwnAchievementView => 'progress' in achievement;

/** The detail modal (accounts-side §2.9): image, name, rarity, description, unlock date or progress, and how many players have it. */
export function AchievementDetailModal({ achievement, onClose }: { achievement: PlayerAchievementView; onClose: () => void }) {
  const titleId = `achievement-${achievement.id}`;
  const percent = !achievement.unlocked && isOwn(achievement) ? progressPercent(achievement, achievement.progress) : null;
  return (
    <Modal labelledBy={titleId} onClose={onClose} className={styles.modal}>
      <ModalHeader titleId={titleId} title={achievement.name} closeLabel="Close achievement" onClose={onClose} />
      <ModalBody className={styles.modalBody}>
        <AchievementImage imageFilename={achievement.image_filename} className={`${styles.modalImage} ${achievement.unlocked ? '' : styles.lockedImage}`} />
        <p className={`${styles.rarityTag} ${styles[achievement.rarity]}`}>{rarityLabel(achievement.rarity)}</p>
        <p className={styles.description}>{achievement.description}</p>
        {achievement.unlocked && achievement.unlocked_date ? (
          <p className={styles.unlockedOn}>{unlockedOnText(achievement.unlocked_date)}</p>
        ) : (
          <>
            <p className={styles.notYet}>Not yet unlocked</p>
            {percent !== null && (
              <div className={styles.progress}>
                <div className={styles.progressTrack} role="progressbar" aria-label="Progress" aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
                  <div className={styles.progressFill} style={{ width: `${percent}%` }} />
                </div>
                <span>{percent}%</span>
              </div>
            )}
          </>
        )}
        <p className={styles.players}>{playersText(achievement.globalStats.unlockedCount)}</p>
      </ModalBody>
    </Modal>
  );
}
