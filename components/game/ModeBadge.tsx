import type { GameConfig } from '@/lib/games/game-config';
import { formatCalendarDay } from '@/lib/time-display';
import type { RoundMode } from './round-state';
import { Tooltip } from './Tooltip';
import styles from './ModeBadge.module.css';

interface ModeBadgeProps {
  game: GameConfig;
  mode: RoundMode;
  /** Unknown while the page loads. */
  date?: string;
  /** The day's puzzle number (shown for an archive round). */
  puzzleNumber?: number;
  streak?: number;
  /** The streak counts a win that is not saved yet (it waits in the outbox). */
  streakPending?: boolean;
  /** The game failed to load: there is no date to wait for. */
  failed?: boolean;
}

export function ModeBadge({ game, mode, date, puzzleNumber, streak, streakPending = false, failed = false }: ModeBadgeProps) {
  if (mode === 'archive') {
    return (
      <div className={`${styles.badge} ${styles.archive}`} data-testid="mode-badge">
        <Tooltip label={<strong>Archive</strong>}>
          A past day&apos;s {game.itemName}, the one everyone had that day. Archive rounds never change your Daily Streak, the
          leaderboard or your daily stats.
        </Tooltip>
        {date ? (
          <span className={styles.date}>
            Puzzle #{puzzleNumber} · <time dateTime={date}>{formatCalendarDay(date)}</time>
          </span>
        ) : (
          !failed && <span className={styles.date}>Loading…</span>
        )}
      </div>
    );
  }
  if (mode === 'endless') {
    return (
      <div className={`${styles.badge} ${styles.endless}`} data-testid="mode-badge">
        <Tooltip label={<strong>Endless Mode</strong>}>
          A random {game.itemName} every round. Play as many rounds as you like: endless wins never change your Daily Streak.
        </Tooltip>
      </div>
    );
  }
  return (
    <div className={styles.badge} data-testid="mode-badge">
      <Tooltip label={<strong>Daily Challenge</strong>}>
        Everyone gets the same {game.itemName} today. Solve it to extend your Daily Streak; a new puzzle starts at midnight
        US Central time.
      </Tooltip>
      {date ? (
        <span className={styles.date}>
          <time dateTime={date}>{formatCalendarDay(date)}</time>
        </span>
      ) : (
        !failed && <span className={styles.date}>Loading…</span>
      )}
      <span className={styles.streak}>
        Daily Streak: <strong>{streak ?? 0}</strong>
        {streakPending && (
          <span className={styles.pending}>
            {' '}
            (pending<span className="visually-hidden">: today&apos;s win is not saved yet</span>)
          </span>
        )}
      </span>
    </div>
  );
}
