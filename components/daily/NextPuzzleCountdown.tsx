'use client';

import { NEXT_PUZZLE_LABEL, RESET_TIMER_FAILED } from '@/lib/messages/game';
import { countdownText } from './countdown';
import { useResetCountdown } from './useResetCountdown';

/** "Next puzzle in hh:mm:ss" on the game page after a daily win: the same clock as /daily's countdown. */
export function NextPuzzleCountdown({ className }: { className?: string }) {
  const countdown = useResetCountdown();
  if (countdown.status === 'error') return <p className={className}>{RESET_TIMER_FAILED}</p>;
  return (
    <p className={className} data-testid="next-puzzle">
      {NEXT_PUZZLE_LABEL}{' '}
      <span role="timer" aria-busy={countdown.status === 'loading'}>
        {countdown.status === 'ready' ? countdownText(countdown.secondsLeft) : '--:--:--'}
      </span>
    </p>
  );
}
