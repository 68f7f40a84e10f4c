import { Tooltip } from '@/components/game/Tooltip';
import { rarityLabel } from '@/lib/profile/display';
import type { ProfileBadge } from '@/lib/profile/badge';
import { AchievementMedal } from './AchievementMedal';
import styles from './Profile.module.css';

/** A worn badge with its tooltip: name, description and capitalised rarity (accounts-side §2.6). */
export function BadgeLabel({ badge }: { badge: Omit<ProfileBadge, 'id'> }) {
  return (
    <Tooltip
      className={`${styles.badge} ${styles[badge.rarity]}`}
      label={
        <>
          <AchievementMedal name={badge.name} rarity={badge.rarity} imageFilename={badge.image_filename} />
          {badge.name}
        </>
      }
    >
      <span className={styles.badgeTip}>
        <strong>{badge.name}</strong>
        <span>{badge.description}</span>
        <span>{rarityLabel(badge.rarity)}</span>
      </span>
    </Tooltip>
  );
}
