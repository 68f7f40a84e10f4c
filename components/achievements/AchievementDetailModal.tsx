import { Modal, ModalBody, ModalHeader } from '@/components/ui/Modal';
import { achievementProgress, playersText, progressText, unlockedOnText } from '@/lib/achievements/display';
import { isOwnView, type PlayerAchievementView } from '@/lib/achievements/types';
import { rarityLabel } from '@/lib/profile/display';
import { AchievementImage } from './AchievementImage';
import styles from './Achievements.module.css';

/** The detail modal (accounts-side §2.9): image, name, rarity, description, unlock date or progress, and how many players have it. */
export function AchievementDetailModal({ achievement, onClose }: { achievement: PlayerAchievementView; onClose: () => void }) {
  const titleId = `achievement-${achievement.id}`;
  const progress = !achievement.unlocked && isOwnView(achievement) ? achievementProgress(achievement, achievement.progress) : null;
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
            {progress && (
              <div className={styles.progress}>
                <div
                  className={styles.progressTrack}
                  role="progressbar"
                  aria-label="Progress"
                  aria-valuemin={0}
                  aria-valuemax={progress.target}
                  aria-valuenow={Math.min(progress.current, progress.target)}
                  aria-valuetext={`${progressText(progress)} (${progress.percent}%)`}
                >
                  <div className={styles.progressFill} style={{ width: `${progress.percent}%` }} />
                </div>
                <span>{progressText(progress)}</span>
              </div>
            )}
          </>
        )}
        <p className={styles.players}>{playersText(achievement.globalStats.unlockedCount)}</p>
      </ModalBody>
    </Modal>
  );
}
