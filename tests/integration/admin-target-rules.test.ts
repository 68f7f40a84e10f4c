/**
 * Issue 25 item 6: every admin write that targets a user, as each acting role, on each kind of target —
 * the status it gets. A refused write changes nothing but leaves its `.refused` audit row; an allowed one
 * changes what it says. The table below is the one in the closing note.
 */
import { and, desc, eq, like } from 'drizzle-orm';
import { PUT as updateUser } from '@/app/api/admin/users/[id]/route';
import { GET as readStats, PUT as writeStats } from '@/app/api/admin/users/[id]/stats/route';
import { GET as readAchievements } from '@/app/api/admin/users/[id]/achievements/route';
import { POST as grant } from '@/app/api/admin/users/[id]/achievements/grant/route';
import { DELETE as revoke } from '@/app/api/admin/users/[id]/achievements/revoke/route';
import { adminAuditLog, userAchievements, users } from '@/db/schema';
import type { Role } from '@/db/schema/auth';
import { callRoute, type CallResult } from '@/tests/helpers/call-route';
import { achievementIdOf, actAs, insertUser } from '@/tests/helpers/progress-fixtures';
import { tableChecksums } from '@/tests/helpers/table-checksum';
import { createPostgresTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
// On PostgreSQL always (DATABASE_URL's server, else the local one): the row-lock tests below need two connections.
beforeAll(async () => {
  database = await createPostgresTestDatabase();
}, 60_000);
afterAll(async () => database.destroy());

const achievementId = (key: string) => achievementIdOf(db(), key);
const unlock = async (userId: string, key: string) => db().insert(userAchievements).values({ userId, achievementId: await achievementId(key) });

type Target = 'user' | 'moderator' | 'admin' | 'owner' | 'self';
type Actor = 'admin' | 'owner';
type Write = 'rename' | 'role' | 'stats' | 'grant' | 'revoke' | 'grant Creator' | 'revoke Creator' | 'read stats' | 'read achievements';

/** The role each target is given, and what it is changed to (a real change every time). */
const NEXT_ROLE: Record<Role, Role> = { user: 'moderator', moderator: 'user', admin: 'moderator', owner: 'admin' };

const WRITES: Record<Write, (target: string, role: Role) => Promise<CallResult>> = {
  rename: (id) => callRoute(updateUser, { method: 'PUT', params: { id }, body: { username: `Ren${Math.random().toString(36).slice(2, 10)}` } }),
  role: (id, role) => callRoute(updateUser, { method: 'PUT', params: { id }, body: { role: NEXT_ROLE[role] } }),
  stats: (id) => callRoute(writeStats, { method: 'PUT', params: { id }, body: { gameStats: [{ game: 'pokemon', total_games_played: 999, total_daily_games_played: 999, best_daily_streak: 0 }] } }),
  grant: async (id) => callRoute(grant, { method: 'POST', params: { id }, body: { achievementId: await achievementId('wins-10') } }),
  revoke: async (id) => callRoute(revoke, { method: 'DELETE', params: { id }, body: { achievementId: await achievementId('founder') } }),
  'grant Creator': async (id) => callRoute(grant, { method: 'POST', params: { id }, body: { achievementId: await achievementId('creator') } }),
  'revoke Creator': async (id) => callRoute(revoke, { method: 'DELETE', params: { id }, body: { achievementId: await achievementId('creator') } }),
  'read stats': (id) => callRoute(readStats, { params: { id } }),
  'read achievements': (id) => callRoute(readAchievements, { params: { id } }),
};

/** Route × target × actor: the status. Targets other than `self` are another account than the actor. */
const TABLE: Record<Write, Record<Actor, Record<Target, number>>> = {
  rename: /*             */ { admin: { user: 200, moderator: 200, admin: 403, owner: 403, self: 200 }, owner: { user: 200, moderator: 200, admin: 200, owner: 200, self: 200 } },
  role: /*               */ { admin: { user: 200, moderator: 200, admin: 403, owner: 403, self: 200 }, owner: { user: 200, moderator: 200, admin: 200, owner: 200, self: 200 } },
  stats: /*              */ { admin: { user: 200, moderator: 200, admin: 403, owner: 403, self: 200 }, owner: { user: 200, moderator: 200, admin: 200, owner: 200, self: 200 } },
  grant: /*              */ { admin: { user: 200, moderator: 200, admin: 403, owner: 403, self: 200 }, owner: { user: 200, moderator: 200, admin: 200, owner: 200, self: 200 } },
  revoke: /*             */ { admin: { user: 200, moderator: 200, admin: 403, owner: 403, self: 200 }, owner: { user: 200, moderator: 200, admin: 200, owner: 200, self: 200 } },
  'grant Creator': /*    */ { admin: { user: 403, moderator: 403, admin: 403, owner: 403, self: 403 }, owner: { user: 403, moderator: 403, admin: 403, owner: 200, self: 200 } },
  'revoke Creator': /*   */ { admin: { user: 403, moderator: 403, admin: 403, owner: 403, self: 403 }, owner: { user: 200, moderator: 200, admin: 200, owner: 200, self: 200 } },
  'read stats': /*       */ { admin: { user: 200, moderator: 200, admin: 200, owner: 200, self: 200 }, owner: { user: 200, moderator: 200, admin: 200, owner: 200, self: 200 } },
  'read achievements': /**/ { admin: { user: 200, moderator: 200, admin: 200, owner: 200, self: 200 }, owner: { user: 200, moderator: 200, admin: 200, owner: 200, self: 200 } },
};

const TARGETS: Target[] = ['user', 'moderator', 'admin', 'owner', 'self'];
const cells = (Object.keys(TABLE) as Write[]).flatMap((write) =>
  (['admin', 'owner'] as Actor[]).flatMap((actor) => TARGETS.map((target) => [write, actor, target, TABLE[write][actor][target]] as const)),
);

/** What a write could change: the target's account, statistics and unlocks (the audit log apart). */
const WATCHED = ['users', 'game_stats', 'user_achievements'];

test.each(cells)('%s by an %s on a %s: %d', async (write, actorRole, target, status) => {
  // Fresh accounts for every cell; an extra owner so that an owner may always step down.
  await insertUser(db(), { role: 'owner' });
  const actor = await insertUser(db(), { role: actorRole });
  const targetRole: Role = target === 'self' ? actorRole : target;
  const targetId = target === 'self' ? actor : await insertUser(db(), { role: targetRole });
  await unlock(targetId, 'founder');
  if (write === 'revoke Creator') await unlock(targetId, 'creator');
  const before = await tableChecksums(db(), WATCHED);

  actAs(actor);
  const answer = await WRITES[write](targetId, targetRole);
  expect({ write, actorRole, target, status: answer.status, error: answer.json?.error }).toEqual({ write, actorRole, target, status, error: status === 200 ? undefined : expect.any(String) });

  const after = await tableChecksums(db(), WATCHED);
  if (status === 403) {
    expect(after).toEqual(before);
    const [refusal] = await db().select().from(adminAuditLog).where(and(eq(adminAuditLog.targetUserId, targetId), like(adminAuditLog.action, '%.refused'))).orderBy(desc(adminAuditLog.id));
    expect(refusal).toEqual(expect.objectContaining({ actorId: actor, details: expect.objectContaining({ by: actorRole, refused: answer.json.error }) }));
  } else if (!write.startsWith('read')) {
    expect(after).not.toEqual(before);
  }
});

test('the admin who set an owner\'s statistics to 999 games is refused, and the public numbers stay', async () => {
  const owner = await insertUser(db(), { role: 'owner' });
  actAs(await insertUser(db(), { role: 'admin' }));
  const answer = await WRITES.stats(owner, 'owner');
  expect(answer.status).toBe(403);
  expect(answer.json.error).toBe('Only owners can edit an owner.');
  const [row] = await db().select({ total: users.totalGamesAcrossAll }).from(users).where(eq(users.id, owner));
  expect(row.total).toBe(0);
});

/** Row locks need two connections: this file runs on PostgreSQL (PGlite has one). */
describe('a role change in flight cannot slip between the check and the write', () => {
  /** Runs `change` in a transaction held open until the returned release is called. */
  async function holdOpen(change: (tx: typeof database.db) => Promise<unknown>) {
    let release!: () => void;
    let taken!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const locked = new Promise<void>((resolve) => (taken = resolve));
    const done = db().transaction(async (tx) => {
      await change(tx);
      taken();
      await held;
    });
    await locked;
    return async () => {
      release();
      await done;
    };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 250));

  test("an admin's edit of a player being made owner waits for it, then is refused", async () => {
    const player = await insertUser(db());
    actAs(await insertUser(db(), { role: 'admin' }));
    const commit = await holdOpen((tx) => tx.update(users).set({ role: 'owner' }).where(eq(users.id, player)));
    const write = WRITES.stats(player, 'user');
    await settle();
    await commit();
    const answer = await write;
    expect({ status: answer.status, error: answer.json.error }).toEqual({ status: 403, error: 'Only owners can edit an owner.' });
  });

  test('an admin being demoted while writing is refused once the demotion commits', async () => {
    const player = await insertUser(db());
    const admin = await insertUser(db(), { role: 'admin' });
    actAs(admin);
    const commit = await holdOpen((tx) => tx.update(users).set({ role: 'user' }).where(eq(users.id, admin)));
    const write = WRITES.grant(player, 'user');
    await settle();
    await commit();
    const answer = await write;
    expect({ status: answer.status, error: answer.json.error }).toEqual({ status: 403, error: 'Only admins and owners may do that.' });
    expect(await db().select().from(userAchievements).where(and(eq(userAchievements.userId, player), eq(userAchievements.achievementId, await achievementId('wins-10'))))).toEqual([]);
  });
});
