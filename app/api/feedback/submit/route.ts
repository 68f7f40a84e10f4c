import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { submitFeedback } from '@/lib/services/feedback/feedback';
import { feedbackSubmitBody } from '@/lib/validation/feedback';

/** POST /api/feedback/submit: the footer's Submit Feedback and Report Bug forms, open to everyone; returns {ok, id}. */
export const POST = route({ guard: anyone, body: feedbackSubmitBody, rateLimit: 'feedback-report' }, async ({ viewer, body }) => submitFeedback(await getDb(), viewer, body));
