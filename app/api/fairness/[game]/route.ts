import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getFairness } from '@/lib/services/fairness/fairness';
import { requireGame } from '@/lib/services/games/lookup';
import { chicagoDate, nextResetUTC } from '@/lib/time';
import { fairnessParams, fairnessQuery } from '@/lib/validation/fairness';

/** Shared caches may keep an answer this long, and never past the next Chicago midnight (when a day is revealed). */
const CACHE_SECONDS = 60;

/** GET /api/fairness/{game}?page=N: the published commitments and a page of revealed days, the same for everyone. */
export const GET = route(
  { guard: anyone, params: fairnessParams, query: fairnessQuery, rateLimit: 'fairness-read', sharedCache: true },
  async ({ params, query }) => {
    const now = new Date();
    const answer = await getFairness(await getDb(), requireGame(params.game), query.page, chicagoDate(now));
    const seconds = Math.max(0, Math.min(CACHE_SECONDS, Math.floor((nextResetUTC(now).getTime() - now.getTime()) / 1000)));
    return NextResponse.json(answer, { headers: { 'Cache-Control': `public, max-age=${seconds}, s-maxage=${seconds}` } });
  },
);
