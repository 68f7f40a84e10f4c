/**
 * The columns the admin users list can be sorted by (accounts-side §4.7) and the two directions: the
 * query (admin-users.ts) has an indexed expression for each, the request's schema and the table offer
 * them. No database code here, so that the browser's table can import the list.
 */
export const ADMIN_USER_SORTS = ['created_at', 'username', 'email', 'role', 'last_login', 'total_games_across_all', 'max_current_streak', 'max_best_streak'] as const;
export type AdminUserSort = (typeof ADMIN_USER_SORTS)[number];
export type SortOrder = 'asc' | 'desc';
