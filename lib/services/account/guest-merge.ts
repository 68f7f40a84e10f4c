import 'server-only';
import type { Db } from '@/db/client';
import { lockDailyGameState, updateDailyGameState } from '@/db/queries/daily-game-states';
import { hasDailyWin } from '@/db/queries/daily-wins';
import type { GameConfig } from '@/lib/games/game-config';
import { findItemByName } from '@/lib/games/items';
import { GAME_IDS_IN_SPEC_ORDER, getGame } from '@/lib/games/registry';
import type { AnyItem, GameId } from '@/lib/games/types';
import type { GuestMergeResponse } from '@/lib/progress/types';
import { getDailyPuzzle } from '../daily/puzzle';
import { addGuessesToState } from '../daily/recording';
import { expireLeaderboardSnapshots } from '../leaderboard/snapshot';
import { validReceiptNames } from '../play/guess-receipt';
import { requireToday } from '../play/judge';

export interface GuestGameProgress {
  guesses: string[];
  /** The receipts the server signed when it judged the guest's guesses (lib/services/play/guess-receipt.ts). */
  receipts: string[];
  hintRevealed?: boolean;
}

/**
 * The guest's guesses that the server judged for this game today, each once, in the order played: a name
 * without a valid receipt (never judged, judged another day or for another game, or not an item) is dropped.
 * So a win counts only with the receipt of its winning guess, which proves the answer was typed today.
 */
function judgedItems(game: GameConfig, date: string, progress: GuestGameProgress): AnyItem[] {
  const judged = validReceiptNames({ game: game.id, day: date }, progress.receipts);
  const items = new Map<string, AnyItem>();
  for (const name of progress.guesses) {
    const item = findItemByName(game.id, name);
    if (item && judged.has(item.name) && !items.has(item.name)) items.set(item.name, item);
  }
  return [...items.values()];
}

/**
 * Takes a guest's round of today into the account, but only where the account has no guesses and no
 * win for that game today. The receipted guesses are replayed through the judged recording, so a win counts
 * only if they really reach the answer; the first call decides and a repeat changes nothing.
 */
async function mergeGame(db: Db, userId: string, game: GameConfig, date: string, progress: GuestGameProgress): Promise<boolean> {
  const items = judgedItems(game, date, progress);
  if (items.length === 0) return false;
  const puzzle = await getDailyPuzzle(db, game, date);
  return db.transaction(async (tx) => {
    const state = await lockDailyGameState(tx, userId, game.id, date);
    if (state.gameWon || state.guessedCards.length > 0 || (await hasDailyWin(tx, userId, game.id, date))) return false;
    const { added } = await addGuessesToState(tx, userId, state, { game, date, secret: puzzle.item }, items);
    if (progress.hintRevealed && added >= game.hintUnlockAttempts) await updateDailyGameState(tx, state.id, { isHintRevealed: true });
    return added > 0;
  });
}

/** POST /api/daily-game-states/merge: a stale date (a tab left open since yesterday) is a 409 day_changed. */
export async function mergeGuestProgress(
  db: Db,
  userId: string,
  input: { date: string; games: Partial<Record<GameId, GuestGameProgress>> },
  now = new Date(),
): Promise<GuestMergeResponse> {
  const date = requireToday(input.date, now);
  const result: GuestMergeResponse = { merged: [], skipped: [] };
  for (const id of GAME_IDS_IN_SPEC_ORDER) {
    const progress = input.games[id];
    const game = getGame(id);
    if (!progress || !game) continue;
    result[(await mergeGame(db, userId, game, date, progress)) ? 'merged' : 'skipped'].push(id);
  }
  if (result.merged.length > 0) await expireLeaderboardSnapshots(db); // a merged round may be a win
  return result;
}
