import 'server-only';
import type { Db } from '@/db/client';
import { findDailyGameState, listDailyGameStatesOfDay, updateDailyGameState, type DailyGameStateRow } from '@/db/queries/daily-game-states';
import { findDailyPuzzle } from '@/db/queries/daily-puzzles';
import type { GameConfig } from '@/lib/games/game-config';
import { itemHint } from '@/lib/games/item-fields';
import { findItemByName } from '@/lib/games/items';
import { getGame } from '@/lib/games/registry';
import type { AnyItem } from '@/lib/games/types';
import type { DailyGameStateResponse, DailyGameStatesResponse } from '@/lib/progress/types';
import { getDailyPuzzle } from './puzzle';
import { requireHintUnlocked, requireToday } from '../play/judge';

/** The day's secret as stored when it was first served; null if the day was never served. */
async function storedSecret(db: Db, game: GameConfig, date: string): Promise<AnyItem | null> {
  const puzzle = await findDailyPuzzle(db, game.id, date);
  return (puzzle && findItemByName(game.id, puzzle.itemName)) ?? null;
}

/** The server copy of a player's round; the answer only after the win, the hint only once revealed or won. */
async function toResponse(db: Db, game: GameConfig, date: string, row: DailyGameStateRow | undefined): Promise<DailyGameStateResponse> {
  const won = row?.gameWon ?? false;
  const revealed = row?.isHintRevealed ?? false;
  const secret = won || revealed ? await storedSecret(db, game, date) : null;
  return {
    date,
    game_won: won,
    is_hint_revealed: revealed,
    current_card_id: won ? (row?.currentCardId ?? secret?.name ?? null) : null,
    guessed_cards: row?.guessedCards ?? [],
    attempts_data: row?.attemptsData ?? [],
    hint: secret ? itemHint(game, secret) : null,
    answer: won ? secret : null,
  };
}

export async function getDailyGameState(db: Db, userId: string, game: GameConfig, date: string): Promise<DailyGameStateResponse> {
  return toResponse(db, game, date, await findDailyGameState(db, userId, game.id, date));
}

export async function listDailyGameStates(db: Db, userId: string, date: string): Promise<DailyGameStatesResponse> {
  const states: DailyGameStatesResponse['states'] = {};
  for (const row of await listDailyGameStatesOfDay(db, userId, date)) {
    const game = getGame(row.game);
    if (game) states[game.id] = await toResponse(db, game, date, row);
  }
  return { date, states };
}

/**
 * Reveals the hint of a signed-in player's round and remembers it: unlocked by the guesses the server
 * judged and stored (never by a list the browser sends). 409 hint_locked before that.
 */
export async function revealStoredHint(db: Db, userId: string, game: GameConfig, date: string, secret: AnyItem): Promise<{ hint: string }> {
  const row = await findDailyGameState(db, userId, game.id, date);
  requireHintUnlocked(game, row?.guessedCards.length ?? 0);
  if (row && !row.isHintRevealed) await updateDailyGameState(db, row.id, { isHintRevealed: true });
  return { hint: itemHint(game, secret) };
}

/**
 * POST of the spec's daily state: the browser may only ask to reveal the hint (checked against the
 * stored guesses). Wins and guesses are recorded by the guess call alone, so those fields are ignored.
 */
export async function saveDailyStateFromClient(
  db: Db,
  userId: string,
  game: GameConfig,
  date: string,
  changes: { is_hint_revealed?: boolean },
): Promise<DailyGameStateResponse> {
  requireToday(date);
  if (changes.is_hint_revealed === true) {
    const puzzle = await getDailyPuzzle(db, game, date);
    await revealStoredHint(db, userId, game, date, puzzle.item);
  }
  return getDailyGameState(db, userId, game, date);
}
