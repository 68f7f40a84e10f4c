import { NextResponse } from 'next/server';
import { anyone } from '@/lib/auth/guards';
import { DATABASE_RETRY_AFTER_SECONDS, route } from '@/lib/http/route';
import { checkHealth } from '@/lib/services/site/health';

export const dynamic = 'force-dynamic';

/** GET /api/health: 200 when the database answers, 503 when it does not. */
export const GET = route({ guard: anyone }, async () => {
  const report = await checkHealth();
  const headers: Record<string, string> = { 'Cache-Control': 'no-store' };
  if (!report.ok) headers['Retry-After'] = DATABASE_RETRY_AFTER_SECONDS;
  return NextResponse.json(report, { status: report.ok ? 200 : 503, headers });
});
