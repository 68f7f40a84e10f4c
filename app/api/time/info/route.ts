import { NextResponse } from 'next/server';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { chicagoDate, DAILY_TIME_ZONE, nextResetUTC } from '@/lib/time';

/** GET /api/time/info: when the daily puzzles reset (game-side §7), plus today's date for the countdown. */
export const GET = route({ guard: anyone }, async () => {
  const now = new Date();
  return NextResponse.json(
    { nextResetUTC: nextResetUTC(now).toISOString(), date: chicagoDate(now), timeZone: DAILY_TIME_ZONE, serverTime: now.toISOString() },
    { headers: { 'Cache-Control': 'no-store' } },
  );
});
