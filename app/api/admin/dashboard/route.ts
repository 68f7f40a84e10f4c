import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { dashboardStats } from '@/lib/services/admin/users';

/** GET /api/admin/dashboard: totalUsers, newUsersToday, newUsersThisWeek, activeUsersToday (days in Chicago). */
export const GET = route({ guard: requireAdmin }, async () => dashboardStats(await getDb()));
