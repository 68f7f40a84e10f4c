import { NextResponse } from 'next/server';
import { anyone } from '@/lib/auth/guards';
import { DATABASE_RETRY_AFTER_SECONDS, route } from '@/lib/http/route';
import { DRAINING_ANSWER, isDraining } from '@/lib/observability/shutdown';
import { checkHealth } from '@/lib/services/site/health';

export const dynamic = 'force-dynamic';

/** GET /api/health: 200 when the database answers, 503 when it does not or the process is shutting down (SIGTERM). */
export const GET = route({ guard: anyone }, async () => {
  if (isDraining()) return NextResponse.json(DRAINING_ANSWER, { status: 503 });
  const report = await checkHealth();
  const headers: Record<string, string> = report.ok ? {} : { 'Retry-After': DATABASE_RETRY_AFTER_SECONDS };
  return NextResponse.json(report, { status: report.ok ? 200 : 503, headers });
});
