import { GAMES } from '@/lib/games/registry';
import { completionStats, type DailySummary } from './daily-summary';
import styles from './DailyStats.module.css';

/** 'Completed today' x/y and the progress percentage; dashes until the summary is known. */
export function DailyStats({ summary }: { summary: DailySummary | null }) {
  const stats = summary ? completionStats(summary) : null;
  return (
    <dl className={styles.stats}>
      <div className={styles.card}>
        <dt>Completed today</dt>
        <dd className={styles.value} data-testid="completed-today">
          {stats ? `${stats.completed}/${stats.total}` : `–/${GAMES.length}`}
        </dd>
      </div>
      <div className={styles.card}>
        <dt>Progress</dt>
        <dd className={styles.value} data-testid="progress-percent">
          {stats ? `${stats.percent}%` : '–'}
        </dd>
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
      </div>
    </dl>
  );
}
