/** The achievement celebration (accounts-side §4.2, §9): 200 pieces from each side, falling for about 4 seconds. */
import { hideConfettiCanvas, prefersReducedMotion } from '@/components/game/celebrate';
import { CONFETTI_DURATION_MS, CONFETTI_PIECES_PER_SIDE } from '@/lib/achievements/announce';

/** canvas-confetti counts a particle's life in animation frames (60 a second). */
const TICKS = Math.round((CONFETTI_DURATION_MS / 1000) * 60);

export async function fireAchievementConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    const side = (x: number, angle: number) =>
      confetti({ particleCount: CONFETTI_PIECES_PER_SIDE, angle, spread: 60, startVelocity: 55, origin: { x, y: 0.7 }, ticks: TICKS, disableForReducedMotion: true });
    const falling = Promise.all([side(0, 60), side(1, 120)]);
    hideConfettiCanvas();
    await falling;
  } catch (error) {
    console.warn('Confetti could not start', error);
  }
}
