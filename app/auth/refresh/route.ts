import { clearIndicatorOn401 } from '@/lib/auth/auth-routes';
import { requireUser } from '@/lib/auth/guards';
import { refreshSession } from '@/lib/auth/session';
import { unauthorized } from '@/lib/http/errors';
import { route } from '@/lib/http/route';

/** POST /auth/refresh: re-issues the session cookie with a fresh expiry; 401 when signed out. */
export const POST = clearIndicatorOn401(
  route({ guard: requireUser, rateLimit: 'session-refresh' }, async () => {
    if (!(await refreshSession())) throw unauthorized();
    return { ok: true };
  }),
);
