import { eq } from 'drizzle-orm';
import { profilePictures, users } from '@/db/schema';
import type { Role } from '@/db/schema/auth';
import { chicagoDate } from '@/lib/time';
import { actAs, insertUser, setTodaysSecret } from '@/tests/helpers/progress-fixtures';
import { exportedMethods, listRouteFiles, loadRouteModule, routeParams, type HttpMethod } from '@/tests/helpers/route-files';
import { sendToRoute, type RouteRequest } from '@/tests/helpers/route-request';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import {
  defaultParams,
  MATRIX_PICTURE,
  MATRIX_ROLES,
  POKEMON_ANSWER,
  ROUTE_CASES,
  type MatrixContext,
  type MatrixRole,
  type MethodCase,
  type SignedInRole,
} from './authorization-matrix.cases';

jest.mock('@/lib/auth/session', () => jest.requireActual('@/tests/helpers/session-mock').sessionModuleMock({ refreshSession: jest.fn(async () => true) }));

let database: TestDatabase;
let checks = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  await setTodaysSecret(database.db, 'pokemon', POKEMON_ANSWER);
  const bytes = Buffer.from([0xff, 0xd8, 0xff, 0xd9]);
  await database.db.insert(profilePictures).values({ filename: MATRIX_PICTURE, userId: await insertUser(database.db), contentType: 'image/jpeg', byteSize: bytes.length, bytes });
});
afterAll(async () => {
  console.log(`Authorization matrix: ${checks} checks (route handlers × roles) over ${Object.keys(ROUTE_CASES).length} route files.`);
  await database.destroy();
});

describe('the matrix covers every route', () => {
  test('every route handler file under app/ has a row, and every row a file', () => {
    const files = listRouteFiles();
    expect(files.length).toBeGreaterThan(0);
    expect({ missingFromMatrix: files.filter((file) => !(file in ROUTE_CASES)) }).toEqual({ missingFromMatrix: [] });
    expect({ noSuchFile: Object.keys(ROUTE_CASES).filter((file) => !files.includes(file)) }).toEqual({ noSuchFile: [] });
  });

  test.each(listRouteFiles())('%s: the matrix states exactly the methods it exports', async (file) => {
    const exported = exportedMethods(await loadRouteModule(file));
    expect(Object.keys(ROUTE_CASES[file] ?? {}).sort()).toEqual([...exported].sort());
  });

  test.each(Object.keys(ROUTE_CASES))('%s: another user\'s status is stated exactly when the path names a user', (file) => {
    const namesUser = routeParams(file).some((param) => param.name === 'userId');
    for (const methodCase of Object.values(ROUTE_CASES[file])) expect(methodCase.expect.otherUser !== undefined).toBe(namesUser);
  });
});

const rows = Object.entries(ROUTE_CASES).flatMap(([file, methods]) =>
  Object.entries(methods).map(([method, methodCase]) => [file, method as HttpMethod, methodCase] as const),
);

describe.each(rows)('%s %s', (file, method, methodCase) => {
  let ids: Record<SignedInRole, string>;

  beforeAll(async () => {
    ids = await createCallers(methodCase);
  });

  const roles = MATRIX_ROLES.filter((role) => methodCase.expect[role] !== undefined);
  test.each(roles)('%s', async (role) => {
    const answer = await callAs(role, ids, file, method, methodCase);
    expect({ role, status: answer.status }).toEqual({ role, status: methodCase.expect[role] });
    // Issue 36 item 5: no shared cache (a proxy, a CDN) may keep an answer that can depend on who asks.
    expect({ role, caching: cachingOf(answer.headers) }).toEqual({ role, caching: expectedCaching(methodCase, answer.status) });
    checks++;
  });
});

/** What an answer's Cache-Control allows: `private` (private and no-store), `shared` (public), else the header itself. */
function cachingOf(headers: Headers): string {
  const directives = (headers.get('cache-control') ?? '').split(',').map((directive) => directive.trim().toLowerCase());
  if (directives.includes('private') && directives.includes('no-store')) return 'private';
  if (directives.includes('public') && !directives.includes('private')) return 'shared';
  return `Cache-Control: ${headers.get('cache-control')}`;
}

/** Only the documented shared answers (the row's `sharedCache`) may be kept by shared caches, and only when they succeed. */
function expectedCaching(methodCase: MethodCase, status: number): string {
  return methodCase.sharedCache && status < 400 ? 'shared' : 'private';
}

/** The rows a guest is refused (401): every route that needs a signed-in caller. */
const guardedRows = rows.filter(([, , methodCase]) => methodCase.expect.anonymous === 401);

describe('issue 36 item 6: a guest is refused before the input is read', () => {
  test('the matrix has guarded calls that read a body', () => {
    expect(guardedRows.filter(([, method]) => method !== 'GET').length).toBeGreaterThan(10);
  });

  test.each(guardedRows)('%s %s: a guest with a malformed body and query gets 401, never a 400 describing them', async (file, method, methodCase) => {
    const body = method === 'GET' ? undefined : '{"this is": not JSON';
    const answer = await callAsGuest(file, method, methodCase, { query: 'page=-1&limit=-1&game=%00&search=%00', body });
    expect({ status: answer.status, code: answer.json?.code }).toEqual({ status: 401, code: 'unauthorized' });
  });

  test.each(guardedRows.filter(([, method]) => method !== 'GET'))('%s %s: a guest with JSON of the wrong shape gets 401', async (file, method, methodCase) => {
    const answer = await callAsGuest(file, method, methodCase, { body: [{ unexpected: true }] });
    expect({ status: answer.status, code: answer.json?.code }).toEqual({ status: 401, code: 'unauthorized' });
  });
});

/** The row's call as a guest (its path as the row builds it) with the query and body given instead of the row's. */
async function callAsGuest(file: string, method: HttpMethod, methodCase: MethodCase, input: Pick<RouteRequest, 'query' | 'body'>) {
  const ids = await createCallers(methodCase);
  await actAs(null);
  const context: MatrixContext = { role: 'anonymous', ids, today: chicagoDate(), call: (other, request) => call(other, request) };
  const built = (await methodCase.request?.(context)) ?? {};
  const defaults = defaultParams(context);
  const params = Object.fromEntries(routeParams(file).map(({ name }) => [name, defaults[name]]));
  return call(file, { method, params: { ...params, ...built.params }, ...input });
}

const ROLE_OF: Record<SignedInRole, Role> = { user: 'user', otherUser: 'user', moderator: 'moderator', admin: 'admin', owner: 'owner' };

/** Fresh accounts for one route and method, so that what one check changes never affects the next. */
async function createCallers(methodCase: MethodCase): Promise<Record<SignedInRole, string>> {
  const ids = {} as Record<SignedInRole, string>;
  for (const [caller, role] of Object.entries(ROLE_OF) as [SignedInRole, Role][]) {
    ids[caller] = await insertUser(database.db, { role, ...(methodCase.withoutUsernames ? { username: null } : {}) });
  }
  return ids;
}

async function callAs(role: MatrixRole, ids: Record<SignedInRole, string>, file: string, method: HttpMethod, methodCase: MethodCase) {
  await actAs(role === 'anonymous' ? null : ids[role]);
  const context: MatrixContext = { role, ids, today: chicagoDate(), call: (other, request) => call(other, request) };
  const built = (await methodCase.request?.(context)) ?? {};
  const defaults = defaultParams(context);
  const params = Object.fromEntries(routeParams(file).map(({ name }) => [name, defaults[name]]));
  return call(file, { ...built, method, params: { ...params, ...built.params } });
}

async function call(file: string, request: RouteRequest) {
  const handler = (await loadRouteModule(file))[request.method];
  if (!handler) throw new Error(`${file} exports no ${request.method}`);
  return sendToRoute(file, handler, request);
}

describe('roles come from the database on every call, not from the session', () => {
  const STATS = 'app/api/game-stats/user/[userId]/route.ts';

  test('a demoted admin loses access, and a promoted user gains it, on the next call', async () => {
    const player = await insertUser(database.db);
    const staff = await insertUser(database.db, { role: 'admin' });
    const readStats = async (caller: string) => {
      await actAs(caller);
      return (await call(STATS, { method: 'GET', params: { userId: player } })).status;
    };

    expect(await readStats(staff)).toBe(200);
    await database.db.update(users).set({ role: 'user' }).where(eq(users.id, staff));
    expect(await readStats(staff)).toBe(403);
    await database.db.update(users).set({ role: 'admin' }).where(eq(users.id, staff));
    expect(await readStats(staff)).toBe(200);
  });
});
