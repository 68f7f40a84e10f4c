import Link from '@/components/ui/Link';
import { rarityLabel } from '@/lib/profile/display';
import { formatDate } from '@/lib/time-display';
import type { ProfileAchievement } from '@/lib/profile/types';
import { AchievementMedal } from './AchievementMedal';
import styles from './Profile.module.css';

/** How many of the newest unlocks the strip shows; View All leads to the rest. */
const STRIP_LENGTH = 12;

type StripAchievement = Omit<ProfileAchievement, 'id'>;

interface AchievementStripProps {
  achievements: readonly StripAchievement[];
  /** Where View All leads (the own profile's achievements page); left out, there is no link. */
  viewAllHref?: string;
  emptyText: string;
}

/** The strip of unlocked achievements, newest first (accounts-side §2.5, §2.6). */
export function AchievementStrip({ achievements, viewAllHref, emptyText }: AchievementStripProps) {
  return (
    <section className={styles.card} aria-labelledby="achievements-heading">
      <div className={styles.sectionHead}>
        <h2 id="achievements-heading">Achievements ({achievements.length})</h2>
        {viewAllHref && <Link href={viewAllHref}>View All</Link>}
      </div>
      {achievements.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        // A Tab stop, so the keyboard can scroll the strip sideways when it overflows (axe scrollable-region-focusable).
        <ul className={styles.strip} aria-label="Unlocked achievements" tabIndex={0}>
          {achievements.slice(0, STRIP_LENGTH).map((achievement) => (
            <li
              key={achievement.name}
              className={styles.stripItem}
              title={`${achievement.name}: ${achievement.description} (${rarityLabel(achievement.rarity)}, unlocked ${formatDate(achievement.unlocked_at)})`}
            >
              <AchievementMedal name={achievement.name} rarity={achievement.rarity} imageFilename={achievement.image_filename} />
              <span>{achievement.name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
