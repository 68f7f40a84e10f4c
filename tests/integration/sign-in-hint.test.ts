/**
 * The readable sign-in hint (guessdle_signed_in) is written by the session calls only, never by a page
 * (issue 25 item 12): /auth/me and /auth/refresh set it while the session lives, a 401 clears it.
 */
import { POST as refresh } from '@/app/auth/refresh/route';
import { refreshSession } from '@/lib/auth/session';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

const THIRTY_DAYS_SECONDS = 30 * 24 * 60 * 60;

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

test('a refreshed session renews the hint with it, for as long as the session cookie', async () => {
  actAs(await insertUser(database.db, { username: 'HintRefresher' }));
  jest.mocked(refreshSession).mockResolvedValueOnce(true);
  const answer = await callRoute(refresh, { method: 'POST' });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('set-cookie')).toMatch(new RegExp(`^guessdle_signed_in=1;.*Max-Age=${THIRTY_DAYS_SECONDS}`, 'i'));
});

test('a session that cannot be refreshed clears the hint', async () => {
  actAs(await insertUser(database.db, { username: 'HintExpired' }));
  jest.mocked(refreshSession).mockResolvedValueOnce(false);
  const answer = await callRoute(refresh, { method: 'POST' });
  expect(answer.status).toBe(401);
  expect(answer.headers.get('set-cookie')).toMatch(/guessdle_signed_in=;.*Max-Age=0/i);
});
