/** @jest-environment node */
/**
 * Errors thrown by objects shared on globalThis come from whichever server bundle made them first: another
 * bundle's copy of the class fails `instanceof`. They are recognised by name (lib/http/errors.ts).
 */
import { ApiError, isApiError, isErrorNamed } from '@/lib/http/errors';
import { errorResponse } from '@/lib/http/route';

/** What another bundle's copy of ApiError looks like: same name and shape, another class. */
class ApiErrorFromAnotherBundle extends Error {
  readonly code = 'rate_limited';
  readonly extra = {};
  readonly headers = { 'Retry-After': '7' };
  constructor(readonly status: number, message: string) {
    super(message);
    this.name = 'ApiError';
  }
}

test("another bundle's ApiError (a 429 from a limiter another route made) still answers its own status", async () => {
  const foreign = new ApiErrorFromAnotherBundle(429, 'Too many guesses.');
  expect(foreign instanceof ApiError).toBe(false);
  expect(isApiError(foreign)).toBe(true);
  const response = errorResponse(foreign);
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe('7');
  expect(await response.json()).toMatchObject({ error: 'Too many guesses.', code: 'rate_limited' });
});

test('an error is recognised by its name, and a plain value never is', () => {
  class CommitOutcomeUnknownError extends Error {
    constructor() {
      super('unknown');
      this.name = 'CommitOutcomeUnknownError';
    }
  }
  expect(isErrorNamed(new CommitOutcomeUnknownError(), 'CommitOutcomeUnknownError')).toBe(true);
  expect(isErrorNamed(new Error('x'), 'CommitOutcomeUnknownError')).toBe(false);
  expect(isErrorNamed({ name: 'CommitOutcomeUnknownError' }, 'CommitOutcomeUnknownError')).toBe(false);
});
