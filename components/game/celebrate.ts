/** The win effects (game-side §4 "Round", §9): confetti and the scroll to the victory message. */

export const CONFETTI_PIECES = 100;
/** canvas-confetti counts a particle's life in animation frames: 180 frames ≈ 3 s at 60 fps. */
const CONFETTI_TICKS = 180;
export const VICTORY_SCROLL_MS = 600;
const SCROLL_MARGIN_PX = 16;

export function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
}

/** Loads canvas-confetti only now, so it costs nothing until somebody wins. */
export async function fireConfetti(): Promise<void> {
  if (prefersReducedMotion()) return;
  try {
    const { default: confetti } = await import('canvas-confetti');
    const falling = confetti({ particleCount: CONFETTI_PIECES, ticks: CONFETTI_TICKS, spread: 80, startVelocity: 40, origin: { y: 0.6 }, disableForReducedMotion: true });
    hideConfettiCanvas();
    await falling;
  } catch (error) {
    console.warn('Confetti could not start', error);
  }
}

/**
 * canvas-confetti draws on a canvas it adds to <body> while a burst falls: decoration, not content, so
 * it is hidden from assistive technology (else it is content outside any landmark: axe region).
 */
export function hideConfettiCanvas(): void {
  for (const canvas of document.querySelectorAll('body > canvas')) canvas.setAttribute('aria-hidden', 'true');
}

const easeInOutCubic = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

/** The height hidden by a sticky or fixed bar at the top of the viewport (the site's menu bar). */
function coveredTop(): number {
  if (typeof document.elementsFromPoint !== 'function') return 0;
  return document.elementsFromPoint(window.innerWidth / 2, 1).reduce((covered, element) => {
    const { position } = window.getComputedStyle(element);
    return position === 'sticky' || position === 'fixed' ? Math.max(covered, element.getBoundingClientRect().bottom) : covered;
  }, 0);
}

/** Scrolls the page so `element` sits near the top, animated over `duration` ms unless motion is reduced. */
export function scrollToElement(element: HTMLElement, duration = VICTORY_SCROLL_MS): void {
  const startY = window.scrollY;
  const targetY = Math.max(0, element.getBoundingClientRect().top + startY - coveredTop() - SCROLL_MARGIN_PX);
  if (prefersReducedMotion() || duration <= 0) {
    window.scrollTo(0, targetY);
    return;
  }
  const startedAt = performance.now();
  const step = (now: number) => {
    const progress = Math.min(1, (now - startedAt) / duration);
    window.scrollTo(0, startY + (targetY - startY) * easeInOutCubic(progress));
    if (progress < 1) requestAnimationFrame(step);
  };
  requestAnimationFrame(step);
}
