import 'server-only';
import type { Db } from '@/db/client';
import { findDailyItemNamesBetween } from '@/db/queries/daily-puzzles';
import { noRepeatDays } from '@/lib/games/daily';
import { dailyItemName, itemNames } from '@/lib/games/items';
import type { GameId } from '@/lib/games/types';
import { addDays } from '@/lib/time';

const normalise = (name: string) => name.trim().toLowerCase();

/**
 * The item for a day that has no stored puzzle yet: the day's item in the secret order, unless that
 * item was stored in the previous 30 days (for instance under an earlier order), in which case the
 * next item of the order that was not. Once stored, the chosen item never changes.
 */
export async function chooseDailyItemName(db: Db, gameId: GameId, date: string, secret: string): Promise<string> {
  const itemCount = itemNames(gameId).length;
  const gap = noRepeatDays(itemCount);
  const recent = gap > 0 ? await findDailyItemNamesBetween(db, gameId, addDays(date, -gap), addDays(date, -1)) : [];
  const recentNames = new Set(recent.map(normalise));
  // Two cycles ahead cover every item, and fewer than `itemCount` of them were stored recently.
  for (let ahead = 0; ahead < 2 * itemCount; ahead++) {
    const candidate = dailyItemName(gameId, addDays(date, ahead), secret);
    if (!recentNames.has(normalise(candidate))) return candidate;
  }
  return dailyItemName(gameId, date, secret);
}
