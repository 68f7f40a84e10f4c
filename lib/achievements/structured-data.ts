import { publicProfilePath } from '@/lib/profile/structured-data';
import { SITE_NAME, siteUrl } from '@/lib/site';
import type { AchievementsOwner, PlayerAchievementView } from './types';

export const publicAchievementsPath = (username: string) => `${publicProfilePath(username)}/achievements`;

export function achievementsDescription(owner: AchievementsOwner, unlocked: number, total: number): string {
  return `${owner.username} has unlocked ${unlocked} of ${total} achievements on ${SITE_NAME}, the daily guessing games.`;
}

/** schema.org ProfilePage about the player, whose Person lists the achievements they unlocked as awards. */
export function achievementsStructuredData(owner: AchievementsOwner, achievements: readonly PlayerAchievementView[]) {
  const unlocked = achievements.filter((achievement) => achievement.unlocked).map((achievement) => achievement.name);
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url: `${siteUrl()}${publicAchievementsPath(owner.username)}`,
    name: `${owner.username}'s achievements on ${SITE_NAME}`,
    mainEntity: {
      '@type': 'Person',
      name: owner.username,
      url: `${siteUrl()}${publicProfilePath(owner.username)}`,
      ...(unlocked.length > 0 ? { award: unlocked } : {}),
    },
  };
}
