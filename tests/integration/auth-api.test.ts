import { eq } from 'drizzle-orm';
import { users } from '@/db/schema';
import { createUser } from '@/db/queries/users';
import { endSession, refreshSession } from '@/lib/auth/session';
import { actAs, sessionUser } from '../helpers/session-mock';
import { GET as me } from '@/app/auth/me/route';
import { POST as refresh } from '@/app/auth/refresh/route';
import { POST as logout } from '@/app/auth/logout/route';
import { POST as setUsername } from '@/app/auth/set-username/route';
import { POST as checkUsername } from '@/app/auth/check-username/route';
import { callRoute } from '../helpers/call-route';
import { withRateLimitScale } from '../helpers/rate-limit-scale';
import { createTestDatabase, type TestDatabase } from '../helpers/test-db';


let database: TestDatabase;
let counter = 0;
/** Each test gets its own address so the per-user rate limits never carry over. */
async function newUser(username: string | null = null) {
  const user = await createUser(database.db, { name: 'Player', email: `player${++counter}@test.invalid` });
  if (username) await database.db.update(users).set({ username }).where(eq(users.id, user.id));
  return user.id;
}
const ip = () => ({ 'x-forwarded-for': `10.0.0.${++counter}` });

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());
beforeEach(() => {
  jest.clearAllMocks();
  (refreshSession as jest.Mock).mockResolvedValue(true);
  actAs(null);
});

describe('GET /auth/me', () => {
  it('answers 401 when signed out and clears the sign-in indicator cookie', async () => {
    const result = await callRoute(me);
    expect(result.status).toBe(401);
    expect(result.headers.get('set-cookie')).toMatch(/guessdle_signed_in=;.*Max-Age=0/i);
  });

  it('returns the signed-in user from the database and sets the indicator', async () => {
    const id = await newUser('MeTester');
    actAs(id);
    const result = await callRoute<{ user: Record<string, unknown> }>(me);
    expect(result.status).toBe(200);
    expect(result.json.user).toMatchObject({ id, username: 'MeTester', role: 'user', bio: '', profile_picture: null });
    expect(result.headers.get('set-cookie')).toMatch(/guessdle_signed_in=1/);
  });

  it('treats a session whose user was deleted as signed out', async () => {
    const id = await newUser();
    await database.db.delete(users).where(eq(users.id, id));
    actAs(id);
    expect((await callRoute(me)).status).toBe(401);
  });
});

describe('POST /auth/refresh and /auth/logout', () => {
  it('refresh re-issues the session only when signed in', async () => {
    expect((await callRoute(refresh, { method: 'POST' })).status).toBe(401);
    expect(refreshSession).not.toHaveBeenCalled();
    actAs(await newUser('Refresher'));
    expect((await callRoute(refresh, { method: 'POST' })).json).toEqual({ ok: true });
    expect(refreshSession).toHaveBeenCalledTimes(1);
  });

  it('logout ends the session and clears the indicator, signed in or not', async () => {
    actAs(await newUser('Leaver'));
    const signedIn = await callRoute(logout, { method: 'POST' });
    expect(signedIn.status).toBe(200);
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(signedIn.headers.get('set-cookie')).toMatch(/guessdle_signed_in=;/);
    actAs(null);
    expect((await callRoute(logout, { method: 'POST' })).status).toBe(200);
  });
});

describe('POST /auth/check-username', () => {
  it('rejects a badly formed name with the rule it breaks', async () => {
    actAs(await newUser());
    const cases: [string, string][] = [
      ['ab', 'Username must be at least 3 characters long'],
      ['a'.repeat(21), 'Username must be 20 characters or less'],
      ['bad name', 'Username can only contain letters and numbers'],
      ['émile', 'Username can only contain letters and numbers'],
    ];
    for (const [username, message] of cases) {
      const result = await callRoute<{ error: string }>(checkUsername, { method: 'POST', body: { username }, headers: ip() });
      expect(result.status).toBe(400);
      expect(result.json.error).toContain(message);
    }
  });

  it('reports a name taken in any case as unavailable and a free one as available', async () => {
    await newUser('CaseTaken');
    actAs(await newUser());
    const taken = await callRoute(checkUsername, { method: 'POST', body: { username: 'casetaken' }, headers: ip() });
    expect(taken.json).toEqual({ username: 'casetaken', available: false });
    const free = await callRoute(checkUsername, { method: 'POST', body: { username: 'CaseFree1' }, headers: ip() });
    expect(free.json).toEqual({ username: 'CaseFree1', available: true });
  });
});

describe('POST /auth/set-username', () => {
  async function stored(id: string) {
    const [row] = await database.db.select({ username: users.username }).from(users).where(eq(users.id, id));
    return row.username;
  }

  it('needs a well-formed name, and then stores it', async () => {
    const id = await newUser();
    actAs(id);
    const bad = await callRoute<{ error: string }>(setUsername, { method: 'POST', body: { username: 'no' } });
    expect(bad.status).toBe(400);
    expect(bad.json.error).toContain('Username must be at least 3 characters long');
    expect(await stored(id)).toBeNull();

    const ok = await callRoute<{ success: boolean; user: { username: string } }>(setUsername, { method: 'POST', body: { username: 'Settled' } });
    expect(ok.status).toBe(200);
    expect(ok.json.user.username).toBe('Settled');
    expect(await stored(id)).toBe('Settled');
    expect(refreshSession).toHaveBeenCalled();
  });

  it('refuses a name another player has in any case, and a second username', async () => {
    await newUser('Original');
    const id = await newUser();
    actAs(id);
    const taken = await callRoute<{ error: string }>(setUsername, { method: 'POST', body: { username: 'ORIGINAL' } });
    expect(taken.status).toBe(409);
    expect(taken.json.error).toBe('That username is already taken. Please choose another.');
    expect(await stored(id)).toBeNull();

    await callRoute(setUsername, { method: 'POST', body: { username: 'FirstPick' } });
    const again = await callRoute<{ error: string }>(setUsername, { method: 'POST', body: { username: 'SecondPick' } });
    expect(again.status).toBe(409);
    expect(again.json.error).toBe('You already have a username.');
    expect(await stored(id)).toBe('FirstPick');
  });

  it('lets exactly one of two players racing for the same name have it', async () => {
    const [a, b] = [await newUser(), await newUser()];
    sessionUser.mockResolvedValueOnce(a).mockResolvedValueOnce(b);
    const results = await Promise.all([
      callRoute(setUsername, { method: 'POST', body: { username: 'Contested' } }),
      callRoute(setUsername, { method: 'POST', body: { username: 'contested' } }),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([200, 409]);
    const owners = [await stored(a), await stored(b)].filter(Boolean);
    expect(owners).toHaveLength(1);
  });

  it('limits how often one player may try', () => withRateLimitScale(1, async () => {
    actAs(await newUser());
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      statuses.push((await callRoute(setUsername, { method: 'POST', body: { username: 'Bad Name' } })).status);
    }
    // Malformed names are refused before the limit counts them; well-formed taken names count.
    expect(statuses.every((status) => status === 400)).toBe(true);
    await newUser('Popular');
    const limited: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      limited.push((await callRoute(setUsername, { method: 'POST', body: { username: 'Popular' } })).status);
    }
    expect(limited.slice(0, 10).every((status) => status === 409)).toBe(true);
    expect(limited.slice(10)).toEqual([429, 429]);
  }));
});
