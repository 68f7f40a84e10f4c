import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';
import { oneOf } from './checks';

export const FEEDBACK_TYPES = ['feedback', 'bug', 'feature', 'question', 'other', 'data_correction'] as const;
/** Canonical statuses; the admin modal's 'open' and 'in-progress' are accepted as 'new' and 'in_progress'. */
export const FEEDBACK_STATUSES = ['new', 'in_progress', 'resolved', 'closed'] as const;

/** Feedback, bug reports and data-correction reports from players (signed in or not). */
export const feedback = pgTable(
  'feedback',
  {
    id: serial('id').primaryKey(),
    type: text('type', { enum: FEEDBACK_TYPES }).notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    email: text('email'),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    status: text('status', { enum: FEEDBACK_STATUSES }).notNull().default('new'),
    adminNotes: text('admin_notes'),
    pageSection: text('page_section'),
    reproductionSteps: text('reproduction_steps'),
    // Data-correction reports: which item of which game, and the ticked categories.
    gameId: text('game_id'),
    itemName: text('item_name'),
    categories: jsonb('categories').$type<string[]>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('feedback_created_at_idx').on(t.createdAt),
    index('feedback_status_type_idx').on(t.status, t.type),
    // A player's own feedback: their data export, and anonymising it when they delete their account.
    index('feedback_user_idx').on(t.userId),
    check('feedback_type_check', oneOf(t.type, FEEDBACK_TYPES)),
    check('feedback_status_check', oneOf(t.status, FEEDBACK_STATUSES)),
    check('feedback_message_length', sql`char_length(${t.message}) <= 1000`),
  ],
);
