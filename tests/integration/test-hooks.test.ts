/**
 * Without E2E_TEST_HOOKS the e2e set-up calls are indistinguishable from calls the site does not have:
 * 404 to everything, decided before the origin, the content type or the body are looked at (issue 25 item 11).
 */
import { exportedMethods, listRouteFiles, loadRouteModule } from '@/tests/helpers/route-files';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

const TEST_ROUTES = listRouteFiles().filter((file) => file.startsWith('app/api/test/'));
/** What used to answer 400, 403 or 415 and so gave the calls away. */
const REQUESTS: [string, RequestInit][] = [
  ['a body that is not JSON', { headers: { 'content-type': 'application/json' }, body: '{' }],
  ['a body of the wrong shape', { headers: { 'content-type': 'application/json' }, body: '{"nope":1}' }],
  ['another content type', { headers: { 'content-type': 'text/plain' }, body: 'x' }],
  ['another origin', { headers: { 'content-type': 'application/json', origin: 'http://evil.example' }, body: '{}' }],
  ['no body', {}],
];

let database: TestDatabase;
const savedHooks = process.env.E2E_TEST_HOOKS;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  if (savedHooks === undefined) delete process.env.E2E_TEST_HOOKS;
  else process.env.E2E_TEST_HOOKS = savedHooks;
  await database.destroy();
});

/** A request whose body records whether anything pulled it. */
function watchedRequest(url: string, method: string, init: RequestInit): { request: Request; bodyRead: () => boolean } {
  let pulled = false;
  const hasBody = init.body !== undefined && method !== 'GET';
  const body = hasBody
    ? new ReadableStream({ pull(controller) { pulled = true; controller.enqueue(new TextEncoder().encode(String(init.body))); controller.close(); } }, { highWaterMark: 0 })
    : undefined;
  const request = new Request(url, { ...init, method, body, ...(body ? { duplex: 'half' } : {}) } as RequestInit);
  return { request, bodyRead: () => pulled };
}

test('there are the five set-up calls', () => {
  expect(TEST_ROUTES).toEqual([
    'app/api/test/daily-puzzle/route.ts', 'app/api/test/db-check/route.ts', 'app/api/test/faults/route.ts', 'app/api/test/ranked-players/route.ts', 'app/api/test/role/route.ts',
  ]);
});

describe.each(TEST_ROUTES)('%s without E2E_TEST_HOOKS', (file) => {
  test.each(REQUESTS)('answers 404 to %s, without reading the body', async (_what, init) => {
    delete process.env.E2E_TEST_HOOKS;
    const handlers = await loadRouteModule(file);
    const url = `http://localhost${file.replace(/^app/, '').replace(/\/route\.ts$/, '')}`;
    for (const method of exportedMethods(handlers)) {
      const { request, bodyRead } = watchedRequest(url, method, init);
      const response = await handlers[method]!(request, { params: Promise.resolve({}) });
      expect({ method, status: response.status, body: await response.json() }).toEqual({ method, status: 404, body: { error: `No such API call: ${method} ${new URL(url).pathname}`, code: 'not_found' } });
      expect(bodyRead()).toBe(false);
    }
  });
});

test('with E2E_TEST_HOOKS a bad body is still a 400', async () => {
  process.env.E2E_TEST_HOOKS = 'true';
  const { POST } = await import('@/app/api/test/faults/route');
  const response = await POST(new Request('http://localhost/api/test/faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"failRecordings":-1}' }));
  expect(response.status).toBe(400);
});
