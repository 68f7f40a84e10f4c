'use client';

import { useState } from 'react';
import { ACHIEVEMENT_FILTERS, matchesFilter, unlockedFirst, type AchievementFilter } from '@/lib/achievements/display';
import type { PlayerAchievementView } from '@/lib/achievements/types';
import { AchievementCard } from './AchievementCard';
import { AchievementDetailModal } from './AchievementDetailModal';
import styles from './Achievements.module.css';
import { NO_ACHIEVEMENTS_FOUND } from '@/lib/messages/accounts';

interface AchievementsViewProps {
  achievements: readonly PlayerAchievementView[];
  /** The own view: which unlocks are still unseen (NEW), and what happens when a card is opened. */
  isNew?: (achievement: PlayerAchievementView) => boolean;
  onOpen?: (achievement: PlayerAchievementView) => void;
}

/** The unlocked count, the filters and the grid of cards (the player's unlocks first) with their detail modal (accounts-side §2.9). */
export function AchievementsView({ achievements, isNew = () => false, onOpen }: AchievementsViewProps) {
  const [filter, setFilter] = useState<AchievementFilter>('All');
  const [openId, setOpenId] = useState<number | null>(null);
  const shown = unlockedFirst(achievements.filter((achievement) => matchesFilter(achievement, filter)));
  const opened = achievements.find((achievement) => achievement.id === openId);
  const unlocked = achievements.filter((achievement) => achievement.unlocked).length;

  return (
    <>
      <p className={styles.count}>
        <strong>{unlocked}</strong> of {achievements.length} unlocked
      </p>
      <div className={styles.filters} role="group" aria-label="Show achievements">
        {ACHIEVEMENT_FILTERS.map((name) => (
          <button key={name} type="button" className={styles.filter} aria-pressed={filter === name} onClick={() => setFilter(name)}>
            {name}
          </button>
        ))}
      </div>
      {shown.length === 0 ? (
        <p className={styles.empty}>{NO_ACHIEVEMENTS_FOUND}</p>
      ) : (
        <ul className={styles.grid} aria-label={`${filter} achievements`}>
          {shown.map((achievement) => (
            <AchievementCard
              key={achievement.id}
              achievement={achievement}
              isNew={isNew(achievement)}
              onOpen={() => {
                setOpenId(achievement.id);
                onOpen?.(achievement);
              }}
            />
          ))}
        </ul>
      )}
      {opened && <AchievementDetailModal achievement={opened} onClose={() => setOpenId(null)} />}
    </>
  );
}
