import 'server-only';
import type { Db } from '@/db/client';
import { lockDailyGameState, updateDailyGameState } from '@/db/queries/daily-game-states';
import { hasDailyWin } from '@/db/queries/daily-wins';
import type { GameConfig } from '@/lib/games/game-config';
import { GAME_IDS_IN_SPEC_ORDER, getGame } from '@/lib/games/registry';
import type { AnyItem, GameId } from '@/lib/games/types';
import type { GuestMergeResponse } from '@/lib/progress/types';
import { getDailyPuzzle } from '../daily/puzzle';
import { addGuessesToState } from '../daily/recording';
import { expireLeaderboardSnapshots } from '../leaderboard/snapshot';
import { wholeGuestRound } from '../play/guest-round';
import { requireToday } from '../play/judge';

export interface GuestGameProgress {
  /** The names as the browser shows them; not counted: the receipts say what was played. */
  guesses?: string[];
  /** The receipts the server signed when it judged the guest's guesses, in the order played (lib/services/play/guest-round.ts). */
  receipts: string[];
  hintRevealed?: boolean;
}

/**
 * Takes a guest's whole round of today into the account, but only where the account has no guesses and no
 * win for that game today. The round's guesses are replayed through the judged recording, so a win counts
 * only if they really reach the answer, after as many guesses as the round took; the first call decides
 * and a repeat changes nothing.
 */
async function mergeGame(db: Db, userId: string, game: GameConfig, date: string, progress: GuestGameProgress, items: AnyItem[]): Promise<boolean> {
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

/**
 * POST /api/daily-game-states/merge: a stale date (a tab left open since yesterday) is a 409 day_changed; a
 * game's receipts that are not one whole guest round a 400 (lib/services/play/guest-round.ts), nothing merged.
 */
export async function mergeGuestProgress(
  db: Db,
  userId: string,
  input: { date: string; games: Partial<Record<GameId, GuestGameProgress>> },
  now = new Date(),
): Promise<GuestMergeResponse> {
  const date = requireToday(input.date, now);
  const result: GuestMergeResponse = { merged: [], skipped: [] };
  // Every game's round is checked before anything is written: a refused round leaves the account unchanged.
  const rounds = GAME_IDS_IN_SPEC_ORDER.flatMap((id) => {
    const progress = input.games[id];
    const game = getGame(id);
    return progress && game ? [{ game, progress, items: wholeGuestRound(id, date, progress.receipts) }] : [];
  });
  for (const { game, progress, items } of rounds) {
    result[(await mergeGame(db, userId, game, date, progress, items)) ? 'merged' : 'skipped'].push(game.id);
  }
  if (result.merged.length > 0) await expireLeaderboardSnapshots(db); // a merged round may be a win
  return result;
}
