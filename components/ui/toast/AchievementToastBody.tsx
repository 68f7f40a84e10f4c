import { AchievementImage } from '@/components/achievements/AchievementImage';
import { toastLength } from '@/lib/achievements/announce';
import type { ToastAchievement } from './toast-model';
import styles from './Toast.module.css';

/** An achievement toast: the image, the message ('Achievement unlocked!'), the name and description; sized by the description's length. */
export function AchievementToastBody({ message, achievement }: { message: string; achievement: ToastAchievement }) {
  return (
    <span className={`${styles.achievementBody} ${styles[toastLength(achievement.description)]}`}>
      <AchievementImage imageFilename={achievement.imageFilename} className={styles.achievementImage} />
      <span>
        <span className={styles.achievementTitle}>{message}</span>
        <strong className={`${styles.achievementName} ${styles[achievement.rarity] ?? ''}`}>{achievement.name}</strong>
        <span className={styles.achievementDescription}>{achievement.description}</span>
      </span>
    </span>
  );
}
