import 'server-only';
import type { Db } from '@/db/client';
import { countFeedbackSince, findFeedback, listFeedback, lockFeedback, updateFeedback, type AdminFeedbackRow } from '@/db/queries/admin-feedback';
import { insertAuditEntry } from '@/db/queries/audit-log';
import type { SignedInUser } from '@/lib/auth/guards';
import { notFound } from '@/lib/http/errors';
import { chicagoRecentStarts } from '@/lib/time';
import type { FeedbackListQuery, FeedbackUpdateBody } from '@/lib/validation/admin-feedback';
import { FEEDBACK_NOT_FOUND } from '@/lib/messages/admin';

/** A feedback record as the admin Feedback tab receives it (accounts-side §3, "Feedback item"). */
export interface AdminFeedbackItem {
  id: number;
  type: AdminFeedbackRow['type'];
  subject: string;
  message: string;
  username: string | null;
  email: string | null;
  status: AdminFeedbackRow['status'];
  admin_notes: string | null;
  page_section: string | null;
  reproduction_steps: string | null;
  game_id: string | null;
  item_name: string | null;
  categories: string[] | null;
  created_at: string;
  updated_at: string;
}

function toItem(row: AdminFeedbackRow): AdminFeedbackItem {
  return {
    id: row.id,
    type: row.type,
    subject: row.subject,
    message: row.message,
    username: row.username,
    email: row.email,
    status: row.status,
    admin_notes: row.adminNotes,
    page_section: row.pageSection,
    reproduction_steps: row.reproductionSteps,
    game_id: row.gameId,
    item_name: row.itemName,
    categories: row.categories,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** GET /api/admin/feedback: one page of the filtered list, newest first. */
export async function listFeedbackForAdmin(db: Db, query: FeedbackListQuery) {
  const { rows, total } = await listFeedback(db, { type: query.type, status: query.status, search: query.search || undefined }, { offset: (query.page - 1) * query.limit, limit: query.limit });
  return {
    feedback: rows.map(toItem),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.max(1, Math.ceil(total / query.limit)) },
  };
}

/** GET /api/admin/feedback/stats/summary: everything, since midnight and over the last seven days, in Chicago. */
export async function feedbackSummary(db: Db, now = new Date()) {
  const counts = await countFeedbackSince(db, chicagoRecentStarts(now));
  return { total: { total: counts.total, recent_day: counts.day, recent_week: counts.week } };
}

/**
 * PUT /api/admin/feedback/{id}: a new status, new notes or both, and the audit-log row saying who
 * changed what from what, in one transaction. Notes emptied become null.
 */
export async function updateFeedbackByAdmin(db: Db, admin: SignedInUser, id: number, body: FeedbackUpdateBody): Promise<{ feedback: AdminFeedbackItem }> {
  const changes = { status: body.status, adminNotes: body.admin_notes === undefined ? undefined : body.admin_notes.trim() === '' ? null : body.admin_notes };
  await db.transaction(async (tx) => {
    const before = await lockFeedback(tx, id);
    if (!before) throw notFound(FEEDBACK_NOT_FOUND);
    await updateFeedback(tx, id, changes);
    await insertAuditEntry(tx, {
      actorId: admin.id,
      action: 'feedback.update',
      details: {
        feedbackId: id,
        before: { status: before.status, admin_notes: before.adminNotes },
        after: { status: changes.status ?? before.status, admin_notes: changes.adminNotes === undefined ? before.adminNotes : changes.adminNotes },
      },
    });
  });
  const row = await findFeedback(db, id);
  if (!row) throw notFound(FEEDBACK_NOT_FOUND);
  return { feedback: toItem(row) };
}
