import { achievementProgress, progressText } from '@/lib/achievements/display';
import { isOwnView, type PlayerAchievementView } from '@/lib/achievements/types';
import { rarityLabel } from '@/lib/profile/display';
import { AchievementImage } from './AchievementImage';
import styles from './Achievements.module.css';

interface AchievementCardProps {
  achievement: PlayerAchievementView;
  isNew: boolean;
  onOpen: () => void;
}

/**
 * One card of the grid: NEW while unseen (own view), a lock over it while locked, the progress of a locked
 * goal (own view), its description as a hover tooltip. Its visible text names it (then "locked" or
 * "unlocked" for screen readers); the tooltip describes it.
 */
export function AchievementCard({ achievement, isNew, onOpen }: AchievementCardProps) {
  const locked = !achievement.unlocked;
  const progress = locked && isOwnView(achievement) ? achievementProgress(achievement, achievement.progress) : null;
  const tooltipId = `achievement-tooltip-${achievement.id}`;
  return (
    <li className={styles.cardItem}>
      <button
        type="button"
        className={`${styles.card} ${styles[achievement.rarity]} ${locked ? styles.locked : ''}`}
        onClick={onOpen}
        aria-describedby={tooltipId}
      >
        <span className={styles.imageWrap}>
          <AchievementImage imageFilename={achievement.image_filename} className={styles.cardImage} />
          {locked && (
            <span className={styles.lock} aria-hidden>
              <svg viewBox="0 0 24 24" width="22" height="22"><path fill="currentColor" d="M7 10V7a5 5 0 0 1 10 0v3h1a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H6a1 1 0 0 1-1-1v-9a1 1 0 0 1 1-1zm2 0h6V7a3 3 0 0 0-6 0z" /></svg>
            </span>
          )}
        </span>
        <span className={styles.cardName}>{achievement.name}</span>
        <span className={styles.cardRarity}>{rarityLabel(achievement.rarity)}</span>
        {progress && <span className={styles.cardProgress}>{progressText(progress)}</span>}
        {/* Placed after the name so the card's name starts with it; CSS puts the badge in the corner. */}
        {isNew && <span className={styles.newBadge}>NEW</span>}
        <span className="visually-hidden">{locked ? ', locked' : ', unlocked'}</span>
        <span id={tooltipId} className={styles.tooltip} aria-hidden>
          {achievement.description}
        </span>
      </button>
    </li>
  );
}
