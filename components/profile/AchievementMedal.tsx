import { achievementImageUrl } from '@/lib/profile/display';
import type { Rarity } from '@/lib/profile/badge';
import styles from './Profile.module.css';

/**
 * An achievement's round image, ringed in its rarity's colour. The image is the medal's background over
 * the first letter of its name: a missing image leaves the letter showing, never a broken-image icon.
 */
export function AchievementMedal({ name, rarity, imageFilename }: { name: string; rarity: Rarity; imageFilename: string }) {
  return (
    <span className={`${styles.medal} ${styles[rarity]}`} aria-hidden>
      {name.slice(0, 1).toUpperCase()}
      <span className={styles.medalImage} style={{ backgroundImage: `url("${achievementImageUrl(imageFilename)}")` }} />
    </span>
  );
}
