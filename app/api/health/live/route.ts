import { NextResponse } from 'next/server';
import { anyoneWithoutDatabase } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { DRAINING_ANSWER, isDraining } from '@/lib/observability/shutdown';

export const dynamic = 'force-dynamic';

/**
 * GET /api/health/live: 200 while this process can serve (liveness, issue 40 item 1). It never touches the
 * database: a stalled database must not take every instance out of the balancer, which then answers its own
 * page to everyone; the instances serve pages, guests and their own 503 with Retry-After meanwhile. The
 * database's state (readiness) is GET /api/health's. 503 once the process is shutting down (SIGTERM,
 * lib/observability/shutdown.ts): the balancer checks this address and stops sending.
 */
export const GET = route({ guard: anyoneWithoutDatabase }, async () => {
  if (isDraining()) return NextResponse.json(DRAINING_ANSWER, { status: 503 });
  return { ok: true, live: true };
});
