import { check, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { oneOf } from './checks';

export const ACHIEVEMENT_CATEGORIES = ['daily-streak', 'user-groups', 'total-wins', 'activity', 'other', 'placeholder', 'locked'] as const;
export const RARITIES = ['legendary', 'epic', 'rare', 'common'] as const;

/** The achievements players can unlock; who unlocked which is in ./user-achievements.ts (users reference achievements for their badge). */
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
    /** How many players have unlocked it: kept by a trigger on user_achievements (migration 0005), never counted by a scan. */
    unlockedCount: integer('unlocked_count').notNull().default(0),
  },
  (t) => [check('achievements_rarity_check', oneOf(t.rarity, RARITIES)), check('achievements_category_check', oneOf(t.category, ACHIEVEMENT_CATEGORIES))],
);
