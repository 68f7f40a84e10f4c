/** The hint panel's lock rules (game-side §4 "Hint"). */

export type HintState = 'locked' | 'available' | 'revealed';

/** How many more guesses before the hint can be revealed; 0 once unlocked. */
export function hintUnlocksIn(attempts: number, threshold: number): number {
  return Math.max(0, threshold - attempts);
}

/**
 * The spec writes 'Hint unlocks in N guess(es).'; we render the proper singular or plural:
 * 'Hint unlocks in 1 guess.' and 'Hint unlocks in 3 guesses.'.
 */
export function hintLockMessage(remaining: number): string {
  return `Hint unlocks in ${remaining} ${remaining === 1 ? 'guess' : 'guesses'}.`;
}

export function hintState(attempts: number, threshold: number, revealed: boolean): HintState {
  if (revealed) return 'revealed';
  return hintUnlocksIn(attempts, threshold) === 0 ? 'available' : 'locked';
}
