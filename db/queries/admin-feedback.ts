import { and, count, desc, eq, gte, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '../client';
import { feedback, users } from '../schema';

type FeedbackType = (typeof feedback.$inferSelect)['type'];
type FeedbackStatus = (typeof feedback.$inferSelect)['status'];

export interface FeedbackFilter {
  type?: FeedbackType;
  status?: FeedbackStatus;
  /** Matched anywhere in the subject, the message, the sender's username or e-mail, ignoring case. */
  search?: string;
}

/** What an admin sees of one feedback record. */
const ADMIN_COLUMNS = {
  id: feedback.id,
  type: feedback.type,
  subject: feedback.subject,
  message: feedback.message,
  email: feedback.email,
  username: users.username,
  status: feedback.status,
  adminNotes: feedback.adminNotes,
  pageSection: feedback.pageSection,
  reproductionSteps: feedback.reproductionSteps,
  gameId: feedback.gameId,
  itemName: feedback.itemName,
  categories: feedback.categories,
  createdAt: feedback.createdAt,
  updatedAt: feedback.updatedAt,
};

/** Feedback with its sender's username (left join: null for anonymous or deleted senders). */
function selectAdminFeedback(db: Db) {
  return db.select(ADMIN_COLUMNS).from(feedback).leftJoin(users, eq(users.id, feedback.userId));
}
export type AdminFeedbackRow = Awaited<ReturnType<typeof selectAdminFeedback>>[number];

/** LIKE's own characters taken literally: a search for '100%' finds '100%', not everything starting '100'. */
function containing(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

function whereOf(filter: FeedbackFilter): SQL | undefined {
  const pattern = filter.search ? containing(filter.search) : undefined;
  return and(
    filter.type ? eq(feedback.type, filter.type) : undefined,
    filter.status ? eq(feedback.status, filter.status) : undefined,
    pattern ? or(ilike(feedback.subject, pattern), ilike(feedback.message, pattern), ilike(feedback.email, pattern), ilike(users.username, pattern)) : undefined,
  );
}

/** One page, newest first (feedback_created_at_idx), and how many match in all. */
export async function listFeedback(db: Db, filter: FeedbackFilter, page: { offset: number; limit: number }): Promise<{ rows: AdminFeedbackRow[]; total: number }> {
  const where = whereOf(filter);
  const [rows, [{ total }]] = await Promise.all([
    selectAdminFeedback(db)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(page.limit)
      .offset(page.offset),
    // The sender's name matters to the count only when searching: without a search it counts through feedback's own indexes.
    filter.search
      ? db.select({ total: count() }).from(feedback).leftJoin(users, eq(users.id, feedback.userId)).where(where)
      : db.select({ total: count() }).from(feedback).where(where),
  ]);
  return { rows, total };
}

export async function findFeedback(db: Db, id: number): Promise<AdminFeedbackRow | undefined> {
  const [row] = await selectAdminFeedback(db).where(eq(feedback.id, id)).limit(1);
  return row;
}

/** Locks the record for a change in the caller's transaction; what it was before. */
export async function lockFeedback(db: Db, id: number): Promise<{ status: FeedbackStatus; adminNotes: string | null } | undefined> {
  const [row] = await db.select({ status: feedback.status, adminNotes: feedback.adminNotes }).from(feedback).where(eq(feedback.id, id)).for('update');
  return row;
}

export async function updateFeedback(db: Db, id: number, changes: { status?: FeedbackStatus; adminNotes?: string | null }, at = new Date()): Promise<void> {
  await db.update(feedback).set({ ...changes, updatedAt: at }).where(eq(feedback.id, id));
}

/** Total, and since the two instants given (the Chicago day and week): counts through feedback_created_at_idx. */
export async function countFeedbackSince(db: Db, since: { day: Date; week: Date }): Promise<{ total: number; day: number; week: number }> {
  const [[all], [day], [week]] = await Promise.all([
    db.select({ n: count() }).from(feedback),
    db.select({ n: count() }).from(feedback).where(gte(feedback.createdAt, since.day)),
    db.select({ n: count() }).from(feedback).where(gte(feedback.createdAt, since.week)),
  ]);
  return { total: all.n, day: day.n, week: week.n };
}
