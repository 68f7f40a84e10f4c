import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { hasDailyWin } from '@/db/queries/daily-wins';
import { anyone } from '@/lib/auth/guards';
import { route } from '@/lib/http/route';
import { getDailyPuzzle } from '@/lib/services/daily-puzzle';
import { requireGame } from '@/lib/services/games';
import { chicagoDate, nextResetUTC } from '@/lib/time';
import { gameParams } from '@/lib/validation/game';

/**
 * GET /api/daily/{game}: today's date and puzzle number. The item itself (under the game's
 * dailyDataField) is sent only to a signed-in player who has already won today; otherwise null.
 */
export const GET = route({ guard: anyone, params: gameParams }, async ({ params, viewer }) => {
  const game = requireGame(params.game);
  const db = await getDb();
  const now = new Date();
  const date = chicagoDate(now);
  const puzzle = await getDailyPuzzle(db, game, date);
  const revealed = viewer.user !== null && (await hasDailyWin(db, viewer.user.id, game.id, date));
  return NextResponse.json(
    { date, puzzleNumber: puzzle.puzzleNumber, nextResetUTC: nextResetUTC(now).toISOString(), [game.dailyDataField]: revealed ? puzzle.item : null },
    { headers: { 'Cache-Control': 'private, no-store' } },
  );
});
