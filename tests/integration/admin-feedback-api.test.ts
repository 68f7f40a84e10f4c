import { desc, eq } from 'drizzle-orm';
import { GET as listFeedback } from '@/app/api/admin/feedback/route';
import { GET as feedbackSummary } from '@/app/api/admin/feedback/stats/summary/route';
import { PUT as updateFeedback } from '@/app/api/admin/feedback/[id]/route';
import { adminAuditLog, feedback, users } from '@/db/schema';
import { chicagoDayStart, chicagoDate, addDays } from '@/lib/time';
import { callRoute } from '@/tests/helpers/call-route';
import { actAs, insertUser } from '@/tests/helpers/progress-fixtures';
import { createTestDatabase, type TestDatabase } from '@/tests/helpers/test-db';

let database: TestDatabase;
const db = () => database.db;
let admin: string;
let sender: string;
let senderName: string;

/** Fixed rows to filter and search: 12 plain feedback (two pages), a bug, a data report, one from a player. */
beforeAll(async () => {
  database = await createTestDatabase();
  admin = await insertUser(db(), { role: 'admin' });
  sender = await insertUser(db());
  [{ senderName }] = (await db().select({ senderName: users.username }).from(users).where(eq(users.id, sender))) as { senderName: string }[];
  const now = Date.now();
  await db().insert(feedback).values([
    ...Array.from({ length: 12 }, (_, i) => ({ type: 'feedback' as const, subject: `Idea number ${i}`, message: `Plain message ${i}`, createdAt: new Date(now - (i + 1) * 60_000) })),
    { type: 'bug', subject: 'Leaderboard', message: 'The streak vanished at 100% zoom', pageSection: 'Leaderboard', reproductionSteps: 'Open it', email: 'Finder@Example.com', createdAt: new Date(now - 30_000) },
    { type: 'data_correction', subject: 'Data correction: Eevee (Pokemon)', message: 'Wrong hint', gameId: 'pokemon', itemName: 'Eevee', categories: ['hint'], createdAt: new Date(now - 20_000), status: 'in_progress' },
    { type: 'question', subject: 'Reset time?', message: 'When is the reset?', userId: sender, createdAt: new Date(now - 10_000), status: 'closed' },
    // Older than this week in Chicago: counted in Total only.
    { type: 'other', subject: 'Old note', message: 'From long ago', createdAt: new Date(chicagoDayStart(addDays(chicagoDate(), -10)).getTime()) },
  ]);
});
afterAll(async () => database.destroy());

type List = { feedback: { id: number; subject: string; type: string; status: string; username: string | null; email: string | null; message: string }[]; pagination: { page: number; limit: number; total: number; pages: number } };
const list = (query = '') => callRoute<List>(listFeedback, { path: `/api/admin/feedback${query}` });
const put = (id: number | string, body: unknown) => callRoute<{ feedback: { status: string; admin_notes: string | null } }>(updateFeedback, { method: 'PUT', params: { id: String(id) }, body, path: `/api/admin/feedback/${id}` });
const idOf = async (subject: string) => (await db().select({ id: feedback.id }).from(feedback).where(eq(feedback.subject, subject)))[0].id;

describe('who may call', () => {
  test.each([
    ['anonymous', null],
    ['a player', 'user'],
    ['a moderator', 'moderator'],
  ] as const)('%s is refused every admin feedback call (its status: the authorization matrix), and nothing changes', async (_who, role) => {
    actAs(role ? await insertUser(db(), { role }) : null);
    const id = await idOf('Idea number 0');
    await put(id, { status: 'resolved' });
    const [row] = await db().select({ status: feedback.status }).from(feedback).where(eq(feedback.id, id));
    expect(row.status).toBe('new');
  });
});

describe('the list', () => {
  beforeEach(() => actAs(admin));

  test('10 a page, newest first, with the page count; the second page holds the rest', async () => {
    const first = await list('?page=1&limit=10');
    expect(first.status).toBe(200);
    expect(first.json.feedback).toHaveLength(10);
    expect(first.json.feedback[0].subject).toBe('Reset time?');
    expect(first.json.pagination).toEqual({ page: 1, limit: 10, total: 16, pages: 2 });
    const second = await list('?page=2');
    expect(second.json.feedback.map((item) => item.subject)).toEqual(['Idea number 7', 'Idea number 8', 'Idea number 9', 'Idea number 10', 'Idea number 11', 'Old note']);
  });

  test('filters by type and status, and shows the sender: a username or nobody, and the e-mail', async () => {
    const bugs = await list('?type=bug');
    expect(bugs.json.feedback).toEqual([expect.objectContaining({ subject: 'Leaderboard', username: null, email: 'Finder@Example.com' })]);
    const reports = await list('?type=data_correction&status=in_progress');
    expect(reports.json.feedback.map((item) => item.subject)).toEqual(['Data correction: Eevee (Pokemon)']);
    const closed = await list('?status=closed');
    expect(closed.json.feedback).toEqual([expect.objectContaining({ subject: 'Reset time?', username: senderName })]);
  });

  test('searches subject, message, e-mail and sender, ignoring case, with % taken literally', async () => {
    const subjects = async (search: string) => (await list(`?search=${encodeURIComponent(search)}`)).json.feedback.map((item) => item.subject);
    expect(await subjects('RESET')).toEqual(['Reset time?']);
    expect(await subjects('plain message 11')).toEqual(['Idea number 11']);
    expect(await subjects('finder@example')).toEqual(['Leaderboard']);
    expect(await subjects(senderName.toUpperCase())).toEqual(['Reset time?']);
    expect(await subjects('100%')).toEqual(['Leaderboard']);
    expect(await subjects('1_0')).toEqual([]);
    expect(await subjects('nothing like this')).toEqual([]);
  });

  test.each(['?page=0', '?page=1e1', '?limit=101', '?type=complaint', '?status=done', '?search=a%00b', '?sort=subject'])('%s is a 400 with a message', async (query) => {
    const answer = await list(query);
    expect(answer.status).toBe(400);
    expect(answer.json).toEqual(expect.objectContaining({ error: expect.any(String) }));
  });

  test('the modal\'s spelling of a status filters the same as the list\'s', async () => {
    expect((await list('?status=in-progress')).json.pagination.total).toBe((await list('?status=in_progress')).json.pagination.total);
  });
});

describe('the counts', () => {
  test('total, today and this week (the last seven days in Chicago)', async () => {
    actAs(admin);
    const answer = await callRoute(feedbackSummary);
    expect(answer.status).toBe(200);
    expect(answer.json).toEqual({ total: { total: 16, recent_day: expect.any(Number), recent_week: 15 } });
    // The fixtures were all created within the last few minutes, unless Chicago's midnight fell in between.
    expect((answer.json.total as { recent_day: number }).recent_day).toBeGreaterThanOrEqual(1);
  });
});

describe('changes', () => {
  beforeEach(() => actAs(admin));

  test('either spelling of a status is stored as the list spells it, with an audit row in the same change', async () => {
    const id = await idOf('Idea number 1');
    const started = await put(id, { status: 'in-progress' });
    expect(started.status).toBe(200);
    expect(started.json.feedback.status).toBe('in_progress');
    expect((await put(id, { status: 'open' })).json.feedback.status).toBe('new');
    expect((await put(id, { status: 'resolved' })).json.feedback.status).toBe('resolved');
    const [audit] = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'feedback.update')).orderBy(desc(adminAuditLog.id)).limit(1);
    expect(audit).toMatchObject({ actorId: admin, details: { feedbackId: id, before: { status: 'new', admin_notes: null }, after: { status: 'resolved', admin_notes: null } } });
  });

  test('notes are saved as typed, audited, and emptied notes become none', async () => {
    const id = await idOf('Idea number 2');
    const notes = '<script>alert(1)</script> Called them back.';
    const saved = await put(id, { admin_notes: notes });
    expect(saved.json.feedback).toMatchObject({ admin_notes: notes, status: 'new' });
    expect((await put(id, { admin_notes: '  ' })).json.feedback.admin_notes).toBeNull();
    const audits = await db().select().from(adminAuditLog).where(eq(adminAuditLog.action, 'feedback.update')).orderBy(desc(adminAuditLog.id)).limit(2);
    expect(audits.map((audit) => (audit.details as { after: { admin_notes: string | null } }).after.admin_notes)).toEqual([null, notes]);
  });

  test.each([
    ['nothing to change', {}],
    ['an unknown status', { status: 'done' }],
    ['an unknown field', { status: 'closed', extra: 1 }],
    ['notes of 2001 characters', { admin_notes: 'x'.repeat(2001) }],
    ['notes with NUL', { admin_notes: 'a\u0000b' }],
  ])('%s is a 400 and changes nothing', async (_what, body) => {
    const id = await idOf('Idea number 3');
    const auditsBefore = (await db().select({ id: adminAuditLog.id }).from(adminAuditLog)).length;
    expect((await put(id, body)).status).toBe(400);
    const [row] = await db().select({ status: feedback.status, notes: feedback.adminNotes }).from(feedback).where(eq(feedback.id, id));
    expect(row).toEqual({ status: 'new', notes: null });
    expect((await db().select({ id: adminAuditLog.id }).from(adminAuditLog)).length).toBe(auditsBefore);
  });

  test('an unknown or malformed id is a 404 or a 400', async () => {
    expect((await put(999_999, { status: 'closed' })).status).toBe(404);
    expect((await put('abc', { status: 'closed' })).status).toBe(400);
    expect((await put('0', { status: 'closed' })).status).toBe(400);
  });
});
