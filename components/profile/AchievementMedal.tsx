import { achievementImageUrl } from '@/lib/profile/display';
import type { Rarity } from '@/lib/profile/types';
import styles from './Profile.module.css';

/**
 * An achievement's round image, ringed in its rarity's colour. The first letter of its name sits behind
 * the image, so a missing image still shows something (an image with empty alt text draws nothing).
 */
export function AchievementMedal({ name, rarity, imageFilename }: { name: string; rarity: Rarity; imageFilename: string }) {
  return (
    <span className={`${styles.medal} ${styles[rarity]}`} aria-hidden>
      {name.slice(0, 1).toUpperCase()}
      {/* eslint-disable-next-line @next/next/no-img-element -- a small static image of the site's own */}
      <img src={achievementImageUrl(imageFilename)} alt="" loading="lazy" />
    </span>
  );
}
