import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
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
  (t) => [
    unique('user_achievements_user_achievement_unique').on(t.userId, t.achievementId),
    index('user_achievements_achievement_idx').on(t.achievementId),
    // The unlocks since a time (the incremental db:check); unlocks are appended as they happen.
    index('user_achievements_unlocked_at_brin_idx').using('brin', t.unlockedAt),
  ],
);

/**
 * An unlock an admin revoked: automatic granting (a win, an activity, the admin refresh) skips the pair
 * until an admin grants it again, which removes the row. The audit log keeps who did what and when.
 */
export const achievementRevocations = pgTable(
  'achievement_revocations',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    achievementId: integer('achievement_id').notNull().references(() => achievements.id, { onDelete: 'cascade' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.achievementId] })],
);
