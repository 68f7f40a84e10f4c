import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { users } from './auth';

export const ACHIEVEMENT_CATEGORIES = ['daily-streak', 'user-groups', 'total-wins', 'activity', 'other', 'placeholder', 'locked'] as const;
export const RARITIES = ['legendary', 'epic', 'rare', 'common'] as const;

export const achievements = pgTable(
  'achievements',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull().unique(),
    name: text('name').notNull().unique(),
    description: text('description').notNull(),
    imageFilename: text('image_filename').notNull(),
    category: text('category', { enum: ACHIEVEMENT_CATEGORIES }).notNull(),
    gameType: text('game_type'),
    threshold: integer('threshold'),
    sortOrder: integer('sort_order').notNull().default(0),
    rarity: text('rarity', { enum: RARITIES }).notNull(),
  },
  (t) => [check('achievements_rarity_check', sql`${t.rarity} in ('legendary', 'epic', 'rare', 'common')`)],
);

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
