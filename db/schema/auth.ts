import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { AdapterAccountType } from 'next-auth/adapters';
import { achievements } from './achievements';
import { THEMES } from './themes';
import { oneOf } from './checks';

export const ROLES = ['owner', 'admin', 'moderator', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Players and staff. The first five columns are the ones Auth.js's adapter reads and writes. */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey().$defaultFn(() => crypto.randomUUID()),
    name: text('name'),
    email: text('email'),
    emailVerified: timestamp('email_verified', { mode: 'date', withTimezone: true }),
    image: text('image'),
    username: text('username'),
    role: text('role', { enum: ROLES }).notNull().default('user'),
    profilePicture: text('profile_picture'),
    bio: text('bio').notNull().default(''),
    badgeAchievementId: integer('badge_achievement_id').references(() => achievements.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLogin: timestamp('last_login', { withTimezone: true }),
    // The admin aggregates over the player's game_stats rows, kept by triggers (drizzle/0006_admin_users.sql)
    // so that the admin list sorts by them through an index.
    totalGamesAcrossAll: integer('total_games_across_all').notNull().default(0),
    maxCurrentStreak: integer('max_current_streak').notNull().default(0),
    maxBestStreak: integer('max_best_streak').notNull().default(0),
    // How the site looks for this player on every device (issue 30): light, dark or the system's, and the
    // high-contrast colour-blind palette. The browser keeps its own copy so the first paint needs no request.
    theme: text('theme', { enum: THEMES }).notNull().default('system'),
    highContrast: boolean('high_contrast').notNull().default(false),
  },
  (t) => [
    // "Alice" and "alice" are the same username.
    uniqueIndex('users_username_lower_unique').on(sql`lower(${t.username})`),
    uniqueIndex('users_email_unique').on(t.email),
    // Newest first (the admin list's default) and the founder count: with the id as tie-break.
    index('users_created_at_idx').on(t.createdAt, t.id),
    // The admin list's sorts (lib/admin/user-list.ts): each column with the id as tie-break, read in either direction.
    index('users_username_sort_idx').on(sql`lower(${t.username})`, t.id),
    index('users_email_sort_idx').on(sql`lower(${t.email})`, t.id),
    index('users_role_sort_idx').on(t.role, t.id),
    index('users_last_login_idx').on(t.lastLogin, t.id),
    index('users_total_games_idx').on(t.totalGamesAcrossAll, t.id),
    index('users_max_current_streak_idx').on(t.maxCurrentStreak, t.id),
    index('users_max_best_streak_idx').on(t.maxBestStreak, t.id),
    // The admin search: usernames and e-mails starting with the words typed, whatever the database's collation.
    index('users_username_prefix_idx').on(sql`lower(${t.username}) text_pattern_ops`),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    check('users_role_check', oneOf(t.role, ROLES)),
    check('users_theme_check', oneOf(t.theme, THEMES)),
    check('users_username_format', sql`${t.username} is null or ${t.username} ~ '^[A-Za-z0-9]{3,20}$'`),
    // A bound only: the bio rule itself (a line break counts as 50) is lib/validation/bio.ts.
    check('users_bio_length', sql`char_length(${t.bio}) <= 300`),
  ],
);

export const accounts = pgTable(
  'accounts',
  {
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<AdapterAccountType>().notNull(),
    provider: text('provider').notNull(),
    providerAccountId: text('provider_account_id').notNull(),
    refresh_token: text('refresh_token'),
    access_token: text('access_token'),
    expires_at: integer('expires_at'),
    token_type: text('token_type'),
    scope: text('scope'),
    id_token: text('id_token'),
    session_state: text('session_state'),
  },
  (t) => [primaryKey({ columns: [t.provider, t.providerAccountId] }), index('accounts_user_idx').on(t.userId)],
);

/**
 * One row per signed-in session (lib/auth/session-records.ts): the JWT's `sid` is the key. Logout
 * deletes the row, "sign out of all devices" deletes the user's rows, and a JWT without a live row
 * is treated as signed out. Same shape as Auth.js's adapter table (unused with JWT sessions).
 */
export const sessions = pgTable(
  'sessions',
  {
    sessionToken: text('session_token').primaryKey(),
    userId: text('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    expires: timestamp('expires', { mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const verificationTokens = pgTable(
  'verification_tokens',
  {
    identifier: text('identifier').notNull(),
    token: text('token').notNull(),
    expires: timestamp('expires', { mode: 'date', withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.identifier, t.token] })],
);
