import { z } from 'zod';
import { ADMIN_USER_SORTS } from '@/db/queries/admin-user-sorts';
import { ROLES } from '@/db/schema/auth';
import { ADMIN_USERS_PAGE_SIZE } from '@/lib/admin/users-display';
import { GAME_IDS } from '@/lib/games/types';
import { BEST_ABOVE_DAILY, DAILY_ABOVE_TOTAL } from './admin-stats';
import { safeText, wholeNumberText } from './text';
import { usernameSchema } from './username';

/** The admin User Management calls (accounts-side §7.5). */

/** GET /api/admin/users?search&page&limit&sortBy&sortOrder: sortBy from an allow-list, anything else a 400. */
export const usersListQuery = z
  .object({
    search: safeText().trim().max(100, 'Search at most 100 characters.').optional(),
    page: wholeNumberText(1, 100_000, 'Page').default(1),
    limit: wholeNumberText(1, 100, 'Limit').default(ADMIN_USERS_PAGE_SIZE),
    sortBy: z.enum(ADMIN_USER_SORTS, { message: `sortBy must be one of: ${ADMIN_USER_SORTS.join(', ')}.` }).default('created_at'),
    sortOrder: z.enum(['asc', 'desc'], { message: 'sortOrder must be asc or desc.' }).default('desc'),
  })
  .strict();
export type UsersListQuery = z.output<typeof usersListQuery>;

export const adminUserParams = z.object({ id: safeText().min(1).max(200) });

export const ROLE_REQUIRED = 'Role is required';

/** PUT /api/admin/users/{id} {username?, role?}: the messages of accounts-side §5. */
export const adminUserUpdateBody = z
  .object({
    username: usernameSchema.optional(),
    role: z.enum(ROLES, { message: ROLE_REQUIRED }).optional(),
  })
  .strict()
  .refine((body) => body.username !== undefined || body.role !== undefined, 'Send a username, a role or both.');
export type AdminUserUpdateBody = z.output<typeof adminUserUpdateBody>;

/** Far above anything a player reaches, far below what an integer column holds. */
export const STAT_MAX = 1_000_000;
const statValue = (what: string) =>
  z.number({ message: `${what} must be a whole number.` }).int(`${what} must be a whole number.`).min(0, `${what} cannot be negative.`).max(STAT_MAX, `${what} can be at most ${STAT_MAX}.`);

const gameStatEdit = z
  .object({
    game: z.enum(GAME_IDS, { message: `Game must be one of: ${GAME_IDS.join(', ')}.` }),
    total_games_played: statValue('Total games'),
    total_daily_games_played: statValue('Daily games'),
    best_daily_streak: statValue('Best streak'),
  })
  .strict()
  .refine((stat) => stat.total_daily_games_played <= stat.total_games_played, { message: DAILY_ABOVE_TOTAL, path: ['total_daily_games_played'] })
  .refine((stat) => stat.best_daily_streak <= stat.total_daily_games_played, { message: BEST_ABOVE_DAILY, path: ['best_daily_streak'] });

/** PUT /api/admin/users/{id}/stats {gameStats: [{game, total_games_played, total_daily_games_played, best_daily_streak}]}. */
export const adminStatsUpdateBody = z
  .object({ gameStats: z.array(gameStatEdit).min(1, 'Send at least one game.').max(GAME_IDS.length) })
  .strict()
  .refine((body) => new Set(body.gameStats.map((stat) => stat.game)).size === body.gameStats.length, 'Each game at most once.');
export type AdminStatsUpdateBody = z.output<typeof adminStatsUpdateBody>;

/** POST …/achievements/grant and DELETE …/achievements/revoke {achievementId}. */
export const achievementIdBody = z.object({ achievementId: z.number({ message: 'achievementId must be a whole number.' }).int().min(1).max(2_147_483_647) }).strict();

/** POST /api/admin/actions/refresh-achievements?after={id}: where the previous call stopped (none: from the start). */
export const refreshQuery = z.object({ after: safeText().min(1).max(200).optional() }).strict();
