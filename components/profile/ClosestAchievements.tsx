import { CLOSEST_ACHIEVEMENTS_HEADING, NO_CLOSE_ACHIEVEMENTS_TEXT } from '@/lib/messages/accounts';
import type { ClosestAchievement } from '@/lib/achievements/closest';
import { progressText } from '@/lib/achievements/display';
import { AchievementMedal } from './AchievementMedal';
import styles from './ProfileHistory.module.css';

/** The three locked achievements the player is closest to, each with its progress ('7/10 wins') and a bar. */
export function ClosestAchievements({ achievements }: { achievements: readonly ClosestAchievement[] }) {
  return (
    <section className={styles.card} aria-labelledby="closest-heading">
      <h2 id="closest-heading">{CLOSEST_ACHIEVEMENTS_HEADING}</h2>
      {achievements.length === 0 ? (
        <p className={styles.muted}>{NO_CLOSE_ACHIEVEMENTS_TEXT}</p>
      ) : (
        <ul className={styles.closest}>
          {achievements.map((achievement) => (
            <li key={achievement.key} className={styles.closestItem}>
              <AchievementMedal name={achievement.name} rarity={achievement.rarity} imageFilename={achievement.image_filename} />
              <div className={styles.closestText}>
                <strong>{achievement.name}</strong>
                <span className={styles.muted}>{achievement.description}</span>
                <span className={styles.progressRow}>
                  <span
                    className={styles.progressTrack}
                    role="progressbar"
                    aria-label={`${achievement.name} progress`}
                    aria-valuemin={0}
                    aria-valuemax={achievement.progress.target}
                    aria-valuenow={Math.min(achievement.progress.current, achievement.progress.target)}
                    aria-valuetext={progressText(achievement.progress)}
                  >
                    <span className={styles.progressFill} style={{ width: `${achievement.progress.percent}%` }} />
                  </span>
                  <span>{progressText(achievement.progress)}</span>
                </span>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
