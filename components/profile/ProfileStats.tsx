import { StatCard } from '@/components/ui/StatCard';
import type { GameStatsSummary } from '@/lib/progress/types';
import styles from './Profile.module.css';

/** The Game Statistics cards: Total Games, Daily Games, Best Streak (accounts-side §2.5, §2.6). */
export function ProfileStats({ summary, emptyText }: { summary: GameStatsSummary; emptyText?: string }) {
  if (emptyText && summary.total_games === 0) return <p className={styles.empty}>{emptyText}</p>;
  const cards = [
    { label: 'Total Games', value: summary.total_games },
    { label: 'Daily Games', value: summary.total_daily_games },
    { label: 'Best Streak', value: summary.overall_best_streak },
  ];
  return (
    <dl className={styles.stats}>
      {cards.map((card) => (
        <StatCard key={card.label} label={card.label} value={card.value} className={styles.statCard} valueClassName={styles.statValue} />
      ))}
    </dl>
  );
}
