/** The wording of every 429, and of the 503 when the store cannot count (docs/RATE-LIMITS.md): what was counted and how long to wait, in words. */
import { rateLimitMessage, rateLimitUnavailableMessage } from '@/lib/http/rate-limit-message';

test.each([
  [1, 'Too many guesses. Please try again in 1 second.'],
  [45, 'Too many guesses. Please try again in 45 seconds.'],
  [60, 'Too many guesses. Please try again in 1 minute.'],
  [61, 'Too many guesses. Please try again in 2 minutes.'],
  [600, 'Too many guesses. Please try again in 10 minutes.'],
])('a wait of %i s reads "%s"', (seconds, message) => {
  expect(rateLimitMessage('guesses', seconds)).toBe(message);
});

test('the refusal when the store cannot count says the database is unavailable, that nothing was done and when to try again', () => {
  expect(rateLimitUnavailableMessage('reports', 2)).toBe("The database is unavailable right now, so we can't check the limit on reports. Nothing was done; please try again in 2 seconds.");
});
