import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { feedbackSummary } from '@/lib/services/admin/feedback';

/** GET /api/admin/feedback/stats/summary: {total: {total, recent_day, recent_week}}, days in America/Chicago. */
export const GET = route({ guard: requireAdmin }, async () => feedbackSummary(await getDb()));
