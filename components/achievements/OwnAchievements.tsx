'use client';

import { useEffect, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { errorMessage } from '@/lib/client/api';
import { useMarkNotified, useOwnAchievements } from '@/lib/client/queries/achievements';
import type { PlayerAchievementView } from '@/lib/achievements/types';
import { AchievementsView } from './AchievementsView';
import styles from './Achievements.module.css';
import { LOAD_FAILED_OWN, MARK_FAILED, MARK_FAILED_FALLBACK } from '@/lib/messages/accounts';

/**
 * The player's own achievements (accounts-side §2.9, §4.6): unseen unlocks show NEW for this visit and are
 * marked notified as the page loads; opening a card marks it (and drops its NEW) too.
 */
export function OwnAchievements({ userId }: { userId: string }) {
  const { showToast } = useToast();
  const query = useOwnAchievements(userId);
  const mark = useMarkNotified();
  const [seen, setSeen] = useState<ReadonlySet<number>>(new Set());
  const markedOnLoad = useRef(false);
  const achievements = query.data?.achievements;

  const markSeen = (ids: number[]) => {
    if (ids.length === 0) return;
    mark.mutate(ids, {
      onError: (error) => {
        console.error('Marking achievements as notified failed:', errorMessage(error, MARK_FAILED_FALLBACK));
        showToast(MARK_FAILED, { type: 'error' });
      },
    });
  };

  useEffect(() => {
    if (!achievements || markedOnLoad.current) return;
    markedOnLoad.current = true;
    markSeen(achievements.filter((achievement) => achievement.unlocked && !achievement.notified).map((achievement) => achievement.id));
  });

  useEffect(() => {
    if (query.isError) showToast(LOAD_FAILED_OWN, { type: 'error' });
  }, [query.isError, showToast]);

  if (!achievements) return query.isError ? <p className={styles.empty}>{LOAD_FAILED_OWN}</p> : <p className={styles.empty}>Loading achievements…</p>;

  const isNew = (achievement: PlayerAchievementView) => achievement.unlocked && 'notified' in achievement && !achievement.notified && !seen.has(achievement.id);
  return (
    <AchievementsView
      achievements={achievements}
      isNew={isNew}
      onOpen={(achievement) => {
        if (!isNew(achievement)) return;
        setSeen((ids) => new Set(ids).add(achievement.id));
        markSeen([achievement.id]);
      }}
    />
  );
}
