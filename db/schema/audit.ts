import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/**
 * Every change an admin makes to another user's data, feedback or achievements, and a player's own
 * data export and account deletion (lib/services/account/data.ts). When an account is deleted its ids
 * here become null; the row itself stays.
 */
export const adminAuditLog = pgTable(
  'admin_audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetUserId: text('target_user_id').references(() => users.id, { onDelete: 'set null' }),
    details: jsonb('details').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('admin_audit_log_created_at_idx').on(t.createdAt),
    // Deleting an account nulls its ids here: both lookups go through an index, not a scan of the log.
    index('admin_audit_log_actor_idx').on(t.actorId),
    index('admin_audit_log_target_idx').on(t.targetUserId),
  ],
);
