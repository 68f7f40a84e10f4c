import { StatCard } from '@/components/ui/StatCard';
import type { GameStatsSummary } from '@/lib/progress/types';
import styles from './StatsSummary.module.css';

interface StatsSummaryProps {
  summary: GameStatsSummary;
  playedCount: number;
  gameCount: number;
}

/** The summary cards at the top of /stats. */
export function StatsSummary({ summary, playedCount, gameCount }: StatsSummaryProps) {
  const cards = [
    { label: 'Total Games', value: summary.total_games },
    { label: 'Daily Games', value: summary.total_daily_games },
    { label: 'Best Streak', value: summary.overall_best_streak },
    { label: 'Games Played', value: `${playedCount}/${gameCount}` },
  ];
  return (
    <dl className={styles.cards}>
      {cards.map((card) => (
        <StatCard key={card.label} label={card.label} value={card.value} />
      ))}
    </dl>
  );
}
