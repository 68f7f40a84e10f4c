import { getDb } from '@/db/client';
import { requireAdmin } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { updateFeedbackByAdmin } from '@/lib/services/admin/feedback';
import { feedbackIdParams, feedbackUpdateBody } from '@/lib/validation/admin-feedback';

/** PUT /api/admin/feedback/{id} {status?, admin_notes?}: either status spelling; audited. */
export const PUT = route({ guard: requireAdmin, params: feedbackIdParams, body: feedbackUpdateBody, rateLimit: 'admin-change' }, async ({ viewer, params, body }) =>
  updateFeedbackByAdmin(await getDb(), viewer, params.id, body),
);
