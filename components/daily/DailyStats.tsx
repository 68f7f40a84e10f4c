import { StatCard } from '@/components/ui/StatCard';
import { GAMES } from '@/lib/games/registry';
import { completionStats, type DailySummary } from './daily-summary';
import styles from './DailyStats.module.css';

/** 'Completed today' x/y and the progress percentage; dashes until the summary is known. */
export function DailyStats({ summary }: { summary: DailySummary | null }) {
  const stats = summary ? completionStats(summary) : null;
  return (
    <dl className={styles.stats}>
      <StatCard label="Completed today" value={stats ? `${stats.completed}/${stats.total}` : `–/${GAMES.length}`} valueTestId="completed-today" />
      <StatCard label="Progress" value={stats ? `${stats.percent}%` : '–'} valueTestId="progress-percent">
        <dd className={styles.barTrack}>
          <span
            className={styles.bar}
            style={{ width: `${stats?.percent ?? 0}%` }}
            role="progressbar"
            aria-label="Daily challenges completed"
            aria-valuemin={0}
            aria-valuemax={100}
            aria-valuenow={stats?.percent}
          />
        </dd>
      </StatCard>
    </dl>
  );
}
