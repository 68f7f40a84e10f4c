import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { achievements } from './achievements';
import { users } from './auth';

/** Which player unlocked which achievement, and whether they were told. */
export const userAchievements = pgTable(
  'user_achievements',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id').notNull().references(() => achievements.id, { onDelete: 'cascade' }),
    unlockedAt: timestamp('unlocked_at', { withTimezone: true }).notNull().defaultNow(),
    notified: boolean('notified').notNull().default(false),
  },
  (t) => [unique('user_achievements_user_achievement_unique').on(t.userId, t.achievementId), index('user_achievements_achievement_idx').on(t.achievementId)],
);
