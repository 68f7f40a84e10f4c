/**
 * Whose outbox entries may be sent (lib/client/outbox/send.ts asks currentUserId): while no read of the
 * user has answered in this tab and the database is away, the answer is a failure the entry counts (the
 * page says "Not saved yet"), never a wait on the tab's read that retries until the database is back.
 */
import * as endpoints from '@/lib/client/endpoints';
import { ApiRequestError } from '@/lib/client/api';
import { CURRENT_USER_KEY, currentUserId, currentUserQuery } from '@/lib/client/queries/current-user';
import { createQueryClient } from '@/lib/client/query-client';

jest.mock('@/lib/client/endpoints');
const api = jest.mocked(endpoints);
const unavailable = () => new ApiRequestError('HTTP 503: Service Unavailable', 503, '/auth/me');

beforeEach(() => {
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  document.cookie = 'guessdle_signed_in=1; path=/';
});
afterEach(() => {
  document.cookie = 'guessdle_signed_in=; max-age=0; path=/';
});

test('with the database away and no read answered yet, it fails at once while the tab’s own read keeps retrying', async () => {
  api.getCurrentUser.mockRejectedValue(unavailable());
  const client = createQueryClient();
  void client.prefetchQuery(currentUserQuery); // the tab's read, retrying with backoff
  await expect(currentUserId(client)).rejects.toMatchObject({ status: 503 });
  expect(client.getQueryData(CURRENT_USER_KEY)).toBeUndefined();
  await client.cancelQueries();
});

test('the user a read answered is used without another call; a fresh answer is kept for the tab', async () => {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, { id: 'user-1' } as never);
  await expect(currentUserId(client)).resolves.toBe('user-1');
  expect(api.getCurrentUser).not.toHaveBeenCalled();

  const fresh = createQueryClient();
  api.getCurrentUser.mockResolvedValue({ user: { id: 'user-2' } } as never);
  await expect(currentUserId(fresh)).resolves.toBe('user-2');
  expect(fresh.getQueryData(CURRENT_USER_KEY)).toEqual({ id: 'user-2' });
});

test('without the indicator cookie nobody is signed in, and nothing is asked', async () => {
  document.cookie = 'guessdle_signed_in=; max-age=0; path=/';
  await expect(currentUserId(createQueryClient())).resolves.toBeNull();
  expect(api.getCurrentUser).not.toHaveBeenCalled();
});
