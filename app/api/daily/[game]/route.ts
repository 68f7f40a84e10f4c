import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getDailyForViewer } from '@/lib/services/daily/for-viewer';
import { requireGame } from '@/lib/services/games/lookup';
import { gameParams } from '@/lib/validation/game';

/** GET /api/daily/{game}: today's date and puzzle number, and the item once the viewer has won it. */
export const GET = route({ guard: anyone, params: gameParams }, async ({ params, viewer }) => {
  const daily = await getDailyForViewer(await getDb(), viewer, requireGame(params.game));
  return NextResponse.json(daily, { headers: { 'Cache-Control': 'private, no-store' } });
});
