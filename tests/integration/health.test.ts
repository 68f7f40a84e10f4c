import { GET } from '@/app/api/health/route';
import { GET as live } from '@/app/api/health/live/route';
import { setAppDatabase } from '@/db/client';
import { createTestDatabase } from '@/tests/helpers/test-db';

test('GET /api/health answers 200 with the driver when the database answers', async () => {
  const database = await createTestDatabase();
  try {
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, db: database.driver });
  } finally {
    await database.destroy();
  }
});

test('GET /api/health answers 503 with a clear message when the database cannot be reached', async () => {
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable'; // nothing listens on port 1
  setAppDatabase(undefined);
  jest.spyOn(console, 'error').mockImplementation(() => {});
  try {
    const response = await GET(new Request('http://localhost/api/health'));
    expect(response.status).toBe(503);
    const json = await response.json();
    expect(json).toMatchObject({ ok: false, db: 'postgres' });
    expect(json.error).toMatch(/database is unavailable/i);
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
    setAppDatabase(undefined);
  }
});

test('GET /api/health/live answers 200 at once while the database cannot be reached (the balancer keeps the instance)', async () => {
  const saved = process.env.DATABASE_URL;
  process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable';
  setAppDatabase(undefined);
  try {
    const started = Date.now();
    const response = await live(new Request('http://localhost/api/health/live'));
    expect({ status: response.status, body: await response.json(), atOnce: Date.now() - started < 200 }).toEqual({ status: 200, body: { ok: true, live: true }, atOnce: true });
  } finally {
    if (saved === undefined) delete process.env.DATABASE_URL;
    else process.env.DATABASE_URL = saved;
    setAppDatabase(undefined);
  }
});
