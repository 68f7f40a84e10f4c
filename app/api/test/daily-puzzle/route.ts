import { z } from 'zod';
import { safeText } from '@/lib/validation/text';
import { getDb } from '@/db/client';
import { setDailyPuzzle } from '@/db/queries/daily-puzzles';
import { requireTestHooks, testHooksEnabled } from '@/lib/auth/guards';
import { puzzleNumber } from '@/lib/games/daily';
import { route } from '@/lib/http/route';
import { forgetDailyPuzzles } from '@/lib/services/daily/puzzle';
import { requireDailySecret } from '@/lib/services/daily/secret';
import { sealPuzzle } from '@/lib/services/fairness/salt';
import { requireGame, requireItem } from '@/lib/services/games/lookup';
import { chicagoDate } from '@/lib/time';
import { dateString } from '@/lib/validation/game';

const body = z.object({ game: safeText().max(64), item: safeText().max(100), date: dateString.optional(), storedAt: z.iso.datetime().optional() });

/** E2E set-up only: makes `item` the game's daily puzzle for `date` (default today), stored now or at `storedAt` (issue 36 item 10). */
export const POST = route({ onlyIf: testHooksEnabled, guard: requireTestHooks, body }, async ({ body }) => {
  const game = requireGame(body.game);
  const item = requireItem(game, body.item);
  const date = body.date ?? chicagoDate();
  const puzzle = { game: game.id, date, itemName: item.name, puzzleNumber: puzzleNumber(date) };
  // The salt and commitment recomputed for the item set (issue 30).
  const createdAt = body.storedAt ? new Date(body.storedAt) : undefined;
  await setDailyPuzzle(await getDb(), { ...puzzle, ...(await sealPuzzle(puzzle, requireDailySecret())), createdAt });
  forgetDailyPuzzles();
  return { game: game.id, date, item: item.name };
});
