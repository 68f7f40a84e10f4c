import { index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth';

/** Things players did that achievements or the dashboard read (e.g. 'how_to_play_viewed'). */
export const userActivities = pgTable(
  'user_activities',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    activityType: text('activity_type').notNull(),
    gameId: text('game_id'),
    activityData: jsonb('activity_data').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('user_activities_user_type_idx').on(t.userId, t.activityType), index('user_activities_created_at_idx').on(t.createdAt)],
);
