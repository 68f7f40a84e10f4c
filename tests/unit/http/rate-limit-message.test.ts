/** The wording of every 429 (docs/RATE-LIMITS.md): what was counted and how long to wait, in words. */
import { rateLimitMessage } from '@/lib/http/rate-limit-message';

test.each([
  [1, 'Too many guesses. Please try again in 1 second.'],
  [45, 'Too many guesses. Please try again in 45 seconds.'],
  [60, 'Too many guesses. Please try again in 1 minute.'],
  [61, 'Too many guesses. Please try again in 2 minutes.'],
  [600, 'Too many guesses. Please try again in 10 minutes.'],
])('a wait of %i s reads "%s"', (seconds, message) => {
  expect(rateLimitMessage('guesses', seconds)).toBe(message);
});
