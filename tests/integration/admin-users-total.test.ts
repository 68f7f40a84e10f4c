/**
 * The admin list's and dashboard's player total (issue 38): without a search it is the kept count of players
 * (users_count, drizzle/0018_users_count.sql), moved by every sign-up and account deletion; a search counts its matches.
 */
import { DrizzleAdapter } from '@auth/drizzle-adapter';
import { count, eq, inArray, sql } from 'drizzle-orm';
import { GET as dashboard } from '@/app/api/admin/dashboard/route';
import { GET as listUsers } from '@/app/api/admin/users/route';
import { accounts, sessions, users, usersCount, verificationTokens } from '@/db/schema';
import { findOrCreateDevUser } from '@/lib/auth/dev-user';
import { deleteAccount } from '@/lib/services/account/data';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;

beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());

const list = (query = '') => callRoute<{ pagination: { currentPage: number; totalPages: number; totalUsers: number; limit: number } }>(listUsers, { path: `/api/admin/users${query}` });

describe("the list's total without a search is the kept count of players (issue 38, drizzle/0018_users_count.sql)", () => {
  let admin: string;
  beforeAll(async () => {
    admin = await insertUser(db(), { username: 'TotalAdmin', role: 'admin' });
  });
  beforeEach(() => actAs(admin));

  /** count(*) of users, the kept count (its shards summed), the list's total with no search and the dashboard's. */
  async function totals() {
    const [{ counted }] = await db().select({ counted: count() }).from(users);
    const [{ kept }] = await db().select({ kept: sql<number>`sum(${usersCount.players})`.mapWith(Number) }).from(usersCount);
    const listed = (await list()).json.pagination.totalUsers;
    const dashboardTotal = (await callRoute<{ totalUsers: number }>(dashboard)).json.totalUsers;
    return { counted, kept, listed, dashboardTotal };
  }
  const searchTotal = async (search: string) => (await list(`?search=${search}`)).json.pagination.totalUsers;
  const all = (n: number) => ({ counted: n, kept: n, listed: n, dashboardTotal: n });

  test('sign-ups (Auth.js and the development sign-in) and account deletions move it; a search counts its matches', async () => {
    const start = (await totals()).counted;
    expect(await totals()).toEqual(all(start));

    // An OAuth sign-up (the Auth.js adapter the site uses), a development sign-up, and the same name again (no new row).
    const adapter = DrizzleAdapter(db(), { usersTable: users, accountsTable: accounts, sessionsTable: sessions, verificationTokensTable: verificationTokens });
    const oauth = await adapter.createUser!({ id: crypto.randomUUID(), name: 'Total OAuth', email: 'total-oauth@example.com', emailVerified: null });
    const dev = await findOrCreateDevUser(db(), 'TotalDev');
    expect((await findOrCreateDevUser(db(), 'TotalDev')).id).toBe(dev.id);
    expect(await totals()).toEqual(all(start + 2));
    expect(await searchTotal('totaldev')).toBe(1);
    expect(await searchTotal('total-oauth')).toBe(1);

    // The player deletes their account (the account-deletion path), then an operator deletes two at once.
    await deleteAccount(db(), dev.id, 'TotalDev');
    expect(await totals()).toEqual(all(start + 1));
    expect(await searchTotal('totaldev')).toBe(0);
    const pair = [await insertUser(db(), { username: 'TotalPairA' }), await insertUser(db(), { username: 'TotalPairB' })];
    expect(await totals()).toEqual(all(start + 3));
    expect(await searchTotal('totalpair')).toBe(2);
    await db().delete(users).where(inArray(users.id, [...pair, oauth.id]));
    expect(await totals()).toEqual(all(start));
    expect(await searchTotal('totalpair')).toBe(0);
  });

  test('the list and the dashboard read the kept count, not count(*); a search still counts its matches', async () => {
    const start = (await totals()).counted;
    await db().update(usersCount).set({ players: sql`${usersCount.players} + 1000` }).where(eq(usersCount.shard, 0));
    try {
      expect(await totals()).toEqual({ counted: start, kept: start + 1000, listed: start + 1000, dashboardTotal: start + 1000 });
      expect(await searchTotal('totaladmin')).toBe(1);
      const lastPage = Math.ceil((start + 1000) / 20);
      expect((await list()).json.pagination).toMatchObject({ currentPage: 1, totalPages: lastPage, limit: 20 });
    } finally {
      await db().update(usersCount).set({ players: sql`${usersCount.players} - 1000` }).where(eq(usersCount.shard, 0));
    }
    expect(await totals()).toEqual(all(start));
  });
});
