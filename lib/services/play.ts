import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { addEndlessWinToStats } from '@/db/queries/game-stats';
import { insertEndlessWinIfAbsent } from '@/db/queries/endless-wins';
import type { Viewer } from '@/lib/auth/guards';
import type { GameConfig } from '@/lib/games/game-config';
import { getItems } from '@/lib/games/items';
import { itemHint } from '@/lib/games/item-fields';
import type { AnyItem } from '@/lib/games/types';
import { badRequest } from '@/lib/http/errors';
import { getDailyPuzzle } from './daily-puzzle';
import { recordDailyGuess } from './daily-recording';
import { revealStoredHint } from './daily-state';
import { openRound, sealRound, type EndlessRound } from './endless-token';
import { requireItem } from './games';
import { judge, requireHintUnlocked, requireToday } from './judge';

export { DAY_CHANGED_MESSAGE, judge, requireToday } from './judge';

/**
 * Judges a daily guess. For a signed-in player the guess, the state, the completion and the streak are
 * recorded in one transaction (a second winning submission changes nothing); guests keep theirs locally.
 */
export async function guessDaily(db: Db, viewer: Viewer, game: GameConfig, input: { guess: string; date?: string }) {
  const date = requireToday(input.date);
  const guessed = requireItem(game, input.guess);
  const puzzle = await getDailyPuzzle(db, game, date);
  const outcome = { date, puzzleNumber: puzzle.puzzleNumber, ...judge(game, guessed, puzzle.item) };
  const { user } = viewer;
  // A signed-in player whose account is out of reach (database away) is judged from memory, unsaved.
  if (!user) return 'accountUnavailable' in viewer ? { ...outcome, saved: false } : outcome;
  return { ...outcome, saved: await recordOrReport(() => recordDailyGuess(db, user.id, { game, date, secret: puzzle.item }, guessed)) };
}

/**
 * A signed-in guess is still judged when storing it fails: the transaction left nothing behind, the
 * answer says `saved: false`, and the page tells the player it is playing offline (game-side §8).
 */
async function recordOrReport(record: () => Promise<void>): Promise<boolean> {
  try {
    await record();
    return true;
  } catch (error) {
    console.error('[play] recording a daily guess failed:', error);
    return false;
  }
}

/** A guest's hint: unlocked by the distinct valid guesses the browser lists (each one checked). */
function unlockHint(game: GameConfig, secret: AnyItem, guesses: string[]): { hint: string } {
  const distinct = new Set(guesses.map((name) => requireItem(game, name).name));
  requireHintUnlocked(game, distinct.size);
  return { hint: itemHint(game, secret) };
}

/** The daily hint: a signed-in player's is unlocked by the guesses stored on the server, and stays revealed. */
export async function revealDailyHint(db: Db, viewer: Viewer, game: GameConfig, input: { date?: string; guesses: string[] }) {
  const date = requireToday(input.date);
  const puzzle = await getDailyPuzzle(db, game, date);
  if (viewer.user) return { date, ...(await revealStoredHint(db, viewer.user.id, game, date, puzzle.item)) };
  return { date, ...unlockHint(game, puzzle.item, input.guesses) };
}

export function startEndlessRound(game: GameConfig) {
  const items = getItems(game.id);
  const item = items[randomInt(items.length)];
  return { token: sealRound({ game: game.id, item: item.name, round: randomUUID() }) };
}

function openEndlessRound(game: GameConfig, token: string): { round: EndlessRound; secret: AnyItem } {
  const round = openRound(token);
  if (round.game !== game.id) throw badRequest('This endless round belongs to another game. Start a new round with Play Again.', 'invalid_round');
  return { round, secret: requireItem(game, round.item) };
}

/** Judges an endless guess; a signed-in win counts once per round (endless_wins), then adds a game played. */
export async function guessEndless(openDb: () => Promise<Db>, viewer: Viewer, game: GameConfig, input: { token: string; guess: string }) {
  const { round, secret } = openEndlessRound(game, input.token);
  const outcome = judge(game, requireItem(game, input.guess), secret);
  // A guest's endless round never touches the database.
  if (outcome.won && viewer.user) await recordEndlessWin(await openDb(), viewer.user.id, game, round);
  return outcome;
}

async function recordEndlessWin(db: Db, userId: string, game: GameConfig, round: EndlessRound): Promise<void> {
  const now = new Date();
  await db.transaction(async (tx) => {
    // The server does not follow an endless round guess by guess, so the attempt count is unknown (0).
    const inserted = await insertEndlessWinIfAbsent(tx, { userId, game: game.id, roundId: round.round, itemName: round.item, attempts: 0, at: now });
    if (inserted) await addEndlessWinToStats(tx, userId, game.id, now);
  });
}

export function revealEndlessHint(game: GameConfig, input: { token: string; guesses: string[] }) {
  return unlockHint(game, openEndlessRound(game, input.token).secret, input.guesses);
}
