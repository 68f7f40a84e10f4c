import 'server-only';
import type { Db } from '@/db/client';
import { findDailyItemNamesBetween } from '@/db/queries/daily-puzzles';
import { noRepeatDays } from '@/lib/games/daily';
import { drawDailyItemName, itemNames } from '@/lib/games/items';
import type { GameId } from '@/lib/games/types';
import { addDays } from '@/lib/time';

/**
 * The item for a day that has no stored puzzle yet (issue 36 item 1): an HMAC-keyed draw among every item
 * not stored in the K = noRepeatDays(N) days before it, so an attacker who knows every past answer still
 * has N - K candidates. Days are drawn in date order (publishing ahead does so); a day stored out of order
 * within K days after this one is left out too, so no item comes back within K days either way. Once
 * stored, the chosen item never changes.
 */
export async function chooseDailyItemName(db: Db, gameId: GameId, date: string, secret: string): Promise<string> {
  const gap = noRepeatDays(itemNames(gameId).length);
  const nearby = gap > 0 ? await findDailyItemNamesBetween(db, gameId, addDays(date, -gap), addDays(date, gap)) : [];
  return drawDailyItemName(gameId, date, secret, nearby);
}
