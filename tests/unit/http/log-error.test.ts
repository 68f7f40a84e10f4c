/** @jest-environment node */
/** The server log keeps one line of an error, never the values a failed query was given (lib/http/log-error.ts). */
import { describeError } from '@/lib/http/log-error';

test("a failed query's values (a picture's bytes) stay out of the log; its causes' codes are kept", () => {
  const cause = Object.assign(new Error('duplicate key value violates unique constraint "profile_pictures_user_id_unique"'), { code: '23505' });
  const failed = new Error(`Failed query: insert into "profile_pictures" ("user_id", "bytes") values ($1, $2)\nparams: user-1,${'137,80,78,71,'.repeat(5000)}`, { cause });
  failed.name = 'DrizzleQueryError';
  const line = describeError(failed);
  expect(line).toBe(
    'DrizzleQueryError: Failed query: insert into "profile_pictures" ("user_id", "bytes") values ($1, $2); caused by Error [23505]: duplicate key value violates unique constraint "profile_pictures_user_id_unique"',
  );
  expect(line).not.toContain('137,80');
});

test('anything thrown is described in one short line', () => {
  expect(describeError('x'.repeat(1000))).toHaveLength(300);
  expect(describeError(undefined)).toBe('undefined');
});
