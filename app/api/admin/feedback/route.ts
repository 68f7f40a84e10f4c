import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { listFeedbackForAdmin } from '@/lib/services/admin/feedback';
import { feedbackListQuery } from '@/lib/validation/admin-feedback';

/** GET /api/admin/feedback?page&limit&type&status&search: admins and owners only. */
export const GET = route({ guard: requireAdmin, query: feedbackListQuery }, async ({ query }) => listFeedbackForAdmin(await getDb(), query));
