import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { listUsers } from '@/lib/services/admin/users';
import { usersListQuery } from '@/lib/validation/admin-users';

/** GET /api/admin/users?search&page&limit&sortBy&sortOrder: one page of players with the admin aggregates. */
export const GET = route({ guard: requireAdmin, query: usersListQuery }, async ({ query }) => listUsers(await getDb(), query));
