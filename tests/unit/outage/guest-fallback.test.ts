/** While the database is away, public calls go on for a signed-in visitor as a guest; guarded ones fail. */
import { getDb } from '@/db/client';
import { DatabaseTimeoutError } from '@/db/deadline';
import { anyone, requireUser } from '@/lib/auth/guards';
import { getViewer } from '@/lib/auth/viewer';
import { sessionUser } from '@/tests/helpers/session-mock';

jest.mock('@/lib/auth/session', () => jest.requireActual('@/tests/helpers/session-mock').sessionModuleMock());
jest.mock('@/db/client', () => ({ getDb: jest.fn() }));
jest.mock('@/db/queries/users', () => ({ findUserById: jest.fn(async () => ({ id: 'user-1', username: 'ann', role: 'user' })) }));

const openDb = getDb as jest.MockedFunction<typeof getDb>;

beforeEach(() => {
  sessionUser.mockResolvedValue('user-1');
  openDb.mockRejectedValue(new DatabaseTimeoutError('a query', 1200));
});

test('anyone() turns a signed-in visitor into a guest marked accountUnavailable, naming the user their cookie claims', async () => {
  // The claim lets them play their own endless rounds on (unsaved); it never records anything.
  await expect(anyone()).resolves.toEqual({ user: null, accountUnavailable: true, claimedUserId: 'user-1' });
});

test('getViewer() and requireUser() still fail, so that guarded calls answer 503', async () => {
  await expect(getViewer()).rejects.toBeInstanceOf(DatabaseTimeoutError);
  await expect(requireUser()).rejects.toBeInstanceOf(DatabaseTimeoutError);
});

test('anyone() does not hide other failures', async () => {
  openDb.mockRejectedValueOnce(new Error('a bug'));
  await expect(anyone()).rejects.toThrow('a bug');
});

test('anyone() reads the account as usual when the database answers', async () => {
  openDb.mockResolvedValueOnce({} as never);
  await expect(anyone()).resolves.toEqual({ user: { id: 'user-1', username: 'ann', role: 'user' } });
});
