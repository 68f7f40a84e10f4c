import { count, eq } from 'drizzle-orm';
import { POST as submit } from '@/app/api/feedback/submit/route';
import { feedback, users } from '@/db/schema';
import { callRoute } from '@/tests/helpers/call-route';
import { fromAddress } from '@/tests/helpers/client-address';
import { actAs, insertUser } from '@/tests/helpers/progress-fixtures';
import { withRateLimitScale } from '@/tests/helpers/rate-limit-scale';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database.destroy());
beforeEach(() => actAs(null));

let nextClient = 1;
/** Each call from its own address, so that the rate limit only meets the test about it. */
const send = (body: unknown, ip = `198.51.100.${nextClient++}`) => callRoute<{ ok: boolean; id: number; error?: string }>(submit, { method: 'POST', path: '/api/feedback/submit', body, headers: fromAddress(ip) });
const stored = async () => Number((await db().select({ n: count() }).from(feedback))[0].n);
const row = async (id: number) => (await db().select().from(feedback).where(eq(feedback.id, id)))[0];
const emailOf = async (id: string) => (await db().select({ email: users.email }).from(users).where(eq(users.id, id)))[0].email;

const FEEDBACK = { type: 'feature', subject: 'A sixth game', message: 'Zelda items, please.', email: null };
const BUG = { type: 'bug', subject: 'Bug: Leaderboard', message: 'My streak vanished.', email: '', pageSection: 'Leaderboard', reproductionSteps: 'Win, then open it after midnight.' };

describe('sending', () => {
  test('a signed-out visitor: stored new, without a sender, with the e-mail they typed or none', async () => {
    const withEmail = await send({ ...FEEDBACK, email: 'fan@example.com' });
    expect(withEmail.status).toBe(200);
    expect(await row(withEmail.json.id)).toMatchObject({ type: 'feature', subject: 'A sixth game', message: 'Zelda items, please.', email: 'fan@example.com', userId: null, status: 'new' });
    const without = await send(FEEDBACK);
    expect(await row(without.json.id)).toMatchObject({ email: null, userId: null });
  });

  test('a signed-in player: their account e-mail when they give none, the typed one when they do; the sender is the session\'s', async () => {
    const player = await insertUser(db());
    const other = await insertUser(db());
    actAs(player);
    const plain = await send({ ...FEEDBACK, userId: other }); // an unknown field: refused, not obeyed
    expect(plain.status).toBe(400);
    const own = await send(FEEDBACK);
    expect(await row(own.json.id)).toMatchObject({ userId: player, email: await emailOf(player) });
    const typed = await send({ ...FEEDBACK, email: 'other@example.com' });
    expect(await row(typed.json.id)).toMatchObject({ userId: player, email: 'other@example.com' });
  });

  test('a bug report keeps its page and steps; texts are stored exactly as typed (markup included)', async () => {
    const markup = '<img src=x onerror=alert(1)> <script>alert(2)</script>\nשלום gnp.exe';
    const answer = await send({ ...BUG, message: markup });
    expect(answer.status).toBe(200);
    expect(await row(answer.json.id)).toMatchObject({ type: 'bug', subject: 'Bug: Leaderboard', message: markup, pageSection: 'Leaderboard', reproductionSteps: 'Win, then open it after midnight.', email: null });
    const noSteps = await send({ ...BUG, reproductionSteps: '' });
    expect(await row(noSteps.json.id)).toMatchObject({ reproductionSteps: null });
    // A direction override or a control character would make the text read otherwise than it is (issue 25 item 13).
    for (const message of ['\u202Egnp.exe', 'ding\u0007', '\u001b[31mred']) expect((await send({ ...BUG, message })).status).toBe(400);
  });
});

describe('bad input is a 400 with a message, and nothing is stored', () => {
  test.each([
    ['no type', { ...FEEDBACK, type: undefined }],
    ['an unknown type', { ...FEEDBACK, type: 'complaint' }],
    ['an empty subject', { ...FEEDBACK, subject: '   ' }],
    ['no message', { ...FEEDBACK, message: undefined }],
    ['a message of 1001 characters', { ...FEEDBACK, message: 'x'.repeat(1001) }],
    ['a subject of 1001 characters', { ...FEEDBACK, subject: 'x'.repeat(1001) }],
    ['steps of 1001 characters', { ...BUG, reproductionSteps: 'x'.repeat(1001) }],
    ['a bug without its page', { ...BUG, pageSection: '' }],
    ['a malformed e-mail', { ...FEEDBACK, email: 'not an address' }],
    ['an e-mail that is not text', { ...FEEDBACK, email: 42 }],
    ['a NUL character', { ...FEEDBACK, message: 'a\u0000b' }],
    ['an unknown field', { ...FEEDBACK, status: 'closed' }],
    ['not an object', ['feedback']],
  ])('%s', async (_what, body) => {
    const before = await stored();
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(answer.json.error).toEqual(expect.any(String));
    expect(await stored()).toBe(before);
  });

  test('1000 characters exactly are accepted', async () => {
    expect((await send({ ...FEEDBACK, message: 'x'.repeat(1000) })).status).toBe(200);
  });
});

test('the sixth message from one client within ten minutes gets 429 with Retry-After and is not stored', () =>
  withRateLimitScale(1, async () => {
    const ip = '192.0.2.77';
    for (let i = 0; i < 5; i++) expect((await send(FEEDBACK, ip)).status).toBe(200);
    const before = await stored();
    const sixth = await send(FEEDBACK, ip);
    expect(sixth.status).toBe(429);
    expect(Number(sixth.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await stored()).toBe(before);
    expect((await send(FEEDBACK)).status).toBe(200);
  }));
