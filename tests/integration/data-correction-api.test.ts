import { count, eq } from 'drizzle-orm';
import { POST as postReport } from '@/app/api/feedback/data-correction/route';
import { feedback } from '@/db/schema';
import { callRoute } from '@/tests/helpers/call-route';
import { fromAddress } from '@/tests/helpers/client-address';
import { withRateLimitScale } from '@/tests/helpers/rate-limit-scale';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';
import { NO_CATEGORY_MESSAGE } from '@/lib/messages/game';

let database: TestDatabase;
beforeAll(async () => { database = await createTestDatabase(); });
afterAll(async () => { await database.destroy(); });

let nextClient = 1;
/** Each test reports from its own address, so that the rate limit only meets the test about it. */
const newClientIp = () => `203.0.113.${nextClient++}`;

const report = (body: unknown, ip = newClientIp()) =>
  callRoute(postReport, { method: 'POST', path: '/api/feedback/data-correction', body, headers: fromAddress(ip) });

async function storedReports(): Promise<number> {
  const [row] = await database.db.select({ n: count() }).from(feedback);
  return Number(row.n);
}

const VALID = { game: 'slay-the-spire', item: '  bash ', categories: ['cost', 'hint'], notes: '  Bash costs 2 energy.  ' };

test('a valid report stores exactly one new feedback row with the canonical item and the ticked categories', async () => {
  const before = await storedReports();
  const { status, json } = await report(VALID);
  expect(status).toBe(200);
  expect(json).toEqual({ ok: true, id: expect.any(Number) });
  expect(await storedReports()).toBe(before + 1);
  const [row] = await database.db.select().from(feedback).where(eq(feedback.id, json.id as number));
  expect(row).toMatchObject({
    type: 'data_correction',
    subject: 'Data correction: Bash (Slay the Spire cards)',
    message: 'Bash costs 2 energy.',
    userId: null,
    email: null,
    status: 'new',
    gameId: 'slay-the-spire',
    itemName: 'Bash',
    categories: ['cost', 'hint'],
  });
});

test('without notes the message names the ticked categories by their labels', async () => {
  const { json } = await report({ game: 'bible-books', item: 'Ruth', categories: ['author', 'hint'], notes: '   ' });
  const [row] = await database.db.select().from(feedback).where(eq(feedback.id, json.id as number));
  expect(row.message).toBe('Reported incorrect data for Ruth in: Primary Author, Hint.');
  expect(row.subject).toBe('Data correction: Ruth (Books of the Bible)');
});

test.each<[string, number, unknown, string]>([
  ['an unknown game', 404, { ...VALID, game: 'monopoly' }, 'Game Not Found'],
  ['an unknown item', 422, { ...VALID, item: 'Fireball' }, 'Not a valid card'],
  ['no categories', 400, { ...VALID, categories: [] }, NO_CATEGORY_MESSAGE],
  ['missing categories', 400, { game: 'pokemon', item: 'Mew' }, 'categories'],
  ['an unknown category', 400, { ...VALID, categories: ['cost', 'flavour'] }, 'Unknown category: flavour'],
  ['a category of another game', 400, { ...VALID, categories: ['type1'] }, 'Unknown category: type1'],
  ['a category ticked twice', 400, { ...VALID, categories: ['cost', 'cost'] }, 'only once'],
  ['notes over 1000 characters', 400, { ...VALID, notes: 'x'.repeat(1001) }, 'at most 1000 characters'],
  ['no item', 400, { ...VALID, item: ' ' }, 'Please select an item to report data for.'],
  ['malformed JSON', 400, '{"game": "pokemon", ', 'valid JSON'],
])('%s is refused with %i and stores nothing', async (_label, status, body, message) => {
  const before = await storedReports();
  const response = await report(body);
  expect(response.status).toBe(status);
  expect(response.json.error).toContain(message);
  expect(await storedReports()).toBe(before);
});

test('the spec message for no categories is the issue message, word for word', async () => {
  const { json } = await report({ ...VALID, categories: [] });
  expect(json.issues).toEqual([{ path: 'categories', message: NO_CATEGORY_MESSAGE }]);
});

test('notes of exactly 1000 characters are accepted', async () => {
  expect((await report({ ...VALID, notes: 'y'.repeat(1000) })).status).toBe(200);
});

test('the sixth report from one client within ten minutes gets 429 and is not stored; other clients are unaffected', () => withRateLimitScale(1, async () => {
  const ip = newClientIp();
  for (let i = 0; i < 5; i++) expect((await report(VALID, ip)).status).toBe(200);
  const before = await storedReports();
  const sixth = await report(VALID, ip);
  expect(sixth.status).toBe(429);
  expect(sixth.json).toMatchObject({ code: 'rate_limited', error: expect.stringMatching(/try again in 10 minutes/) });
  expect(await storedReports()).toBe(before);
  expect((await report(VALID)).status).toBe(200);
}));
