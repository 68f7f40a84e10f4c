'use client';

import { RESET_TIMER_FAILED } from '@/lib/messages/game';
import { countdownText, isUrgent } from './countdown';
import styles from './ResetCountdown.module.css';
import { useResetCountdown } from './useResetCountdown';

/** The countdown to the next daily puzzle (game-side §4, §8 RESET_TIMER_FAILED, §9 urgent ≤ 60 s). */
export function ResetCountdown() {
  const countdown = useResetCountdown();

  if (countdown.status === 'error') {
    return (
      <p className={styles.error} role="alert">
        {RESET_TIMER_FAILED}
      </p>
    );
  }

  const urgent = countdown.status === 'ready' && isUrgent(countdown.secondsLeft);
  return (
    <div className={`${styles.countdown} ${urgent ? styles.urgent : ''}`} data-urgent={urgent || undefined}>
      <span className={styles.label} id="reset-countdown-label">
        Next puzzles in
      </span>
      <span className={styles.time} role="timer" aria-labelledby="reset-countdown-label" aria-busy={countdown.status === 'loading'}>
        {countdown.status === 'ready' ? countdownText(countdown.secondsLeft) : '--:--:--'}
      </span>
    </div>
  );
}
