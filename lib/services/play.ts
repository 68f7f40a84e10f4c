import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { addEndlessWinToStats } from '@/db/queries/game-stats';
import type { NewAchievement } from '@/lib/achievements/types';
import { insertEndlessWinIfAbsent, lastEndlessWinAt, lockPlayerForEndlessWin } from '@/db/queries/endless-wins';
import type { Viewer } from '@/lib/auth/guards';
import type { GameConfig } from '@/lib/games/game-config';
import { getItems } from '@/lib/games/items';
import { itemHint } from '@/lib/games/item-fields';
import type { AnyItem } from '@/lib/games/types';
import { badRequest } from '@/lib/http/errors';
import { grantEarnedAchievements } from './achievements';
import { getDailyPuzzle } from './daily-puzzle';
import { recordDailyGuess, type RecordedGuess } from './daily-recording';
import { revealStoredHint } from './daily-state';
import { countedWinner, requireOwnRound, roundPlayer, startedAfterLastWin } from './endless-rules';
import { openRound, sealRound, type EndlessRound } from './endless-token';
import { requireItem } from './games';
import { receiptedNames, signReceipt, type ReceiptRound } from './guess-receipt';
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
  // A guest's guesses are not stored: the receipt is the guest's proof for the hint. A signed-in player
  // whose account is out of reach (database away) is judged from memory, unsaved.
  if (!user) {
    const judged = { ...outcome, receipt: signReceipt({ game: game.id, day: date }, guessed.name) };
    return 'accountUnavailable' in viewer ? { ...judged, saved: false } : judged;
  }
  return { ...outcome, ...(await recordOrReport(() => recordDailyGuess(db, user.id, { game, date, secret: puzzle.item }, guessed))) };
}

/**
 * A signed-in guess is still judged when storing it fails: the transaction left nothing behind, the
 * answer says `saved: false`, and the page tells the player it is playing offline (game-side §8). A
 * stored win carries the new streak, so the browser needs no other call to show it.
 */
async function recordOrReport(record: () => Promise<RecordedGuess>): Promise<{ saved: boolean; streak?: number }> {
  try {
    return { saved: true, ...(await record()) };
  } catch (error) {
    console.error('[play] recording a daily guess failed:', error);
    return { saved: false };
  }
}

/** A hint unlocked by the receipts of the player's judged guesses (distinct names, each receipt checked). */
function unlockHint(game: GameConfig, secret: AnyItem, round: ReceiptRound, receipts: string[]): { hint: string } {
  requireHintUnlocked(game, receiptedNames(round, receipts).size);
  return { hint: itemHint(game, secret) };
}

/** The daily hint: a signed-in player's is unlocked by the guesses stored on the server, and stays revealed. */
export async function revealDailyHint(db: Db, viewer: Viewer, game: GameConfig, input: { date?: string; receipts: string[] }) {
  const date = requireToday(input.date);
  const puzzle = await getDailyPuzzle(db, game, date);
  if (viewer.user) return { date, ...(await revealStoredHint(db, viewer.user.id, game, date, puzzle.item)) };
  return { date, ...unlockHint(game, puzzle.item, { game: game.id, day: date }, input.receipts) };
}

/** A new endless round, bound to the player who starts it (lib/services/endless-rules.ts). */
export function startEndlessRound(game: GameConfig, viewer: Viewer) {
  const items = getItems(game.id);
  const item = items[randomInt(items.length)];
  return { token: sealRound({ game: game.id, item: item.name, round: randomUUID(), player: roundPlayer(viewer), startedAt: Date.now() }) };
}

function openEndlessRound(game: GameConfig, viewer: Viewer, token: string): { round: EndlessRound; secret: AnyItem } {
  const round = openRound(token);
  if (round.game !== game.id) throw badRequest('This endless round belongs to another game. Start a new round with Play Again.', 'invalid_round');
  requireOwnRound(round, viewer);
  return { round, secret: requireItem(game, round.item) };
}

const receiptRound = (round: EndlessRound): ReceiptRound => ({ game: round.game, endlessRound: round.round });

/** A won endless round that may count for `userId`, not recorded yet. */
export interface EndlessWin {
  userId: string;
  game: GameConfig;
  round: EndlessRound;
  at: Date;
}

/**
 * Judges an endless guess, with its receipt for the hint, without the database. `win` is set when the
 * answer's win may count: once per round, only for the signed-in player who started it and only when
 * the round lasted a plausible time. A guess that needs no recording never touches the database.
 */
export function judgeEndlessGuess(viewer: Viewer, game: GameConfig, input: { token: string; guess: string }) {
  const { round, secret } = openEndlessRound(game, viewer, input.token);
  const guessed = requireItem(game, input.guess);
  const outcome = { ...judge(game, guessed, secret), receipt: signReceipt(receiptRound(round), guessed.name) };
  if (!outcome.won) return { outcome, win: null };
  const now = Date.now();
  const winner = countedWinner(round, viewer, now);
  const win: EndlessWin | null = winner === null ? null : { userId: winner, game, round, at: new Date(now) };
  return { outcome: { ...outcome, counted: false }, win };
}

/** Records a judged endless guess's win, if it may count; the answer's `counted` says whether this call added it. */
export async function recordEndlessGuess<Outcome extends object>(db: Db, judged: { outcome: Outcome; win: EndlessWin | null }) {
  if (!judged.win) return judged.outcome;
  return { ...judged.outcome, ...(await recordEndlessWin(db, judged.win)) };
}

/**
 * `counted` when this call recorded the round's win (not when it was already recorded, or overlaps the
 * last counted one), with the achievements the win unlocked.
 */
async function recordEndlessWin(db: Db, { userId, game, round, at: now }: EndlessWin): Promise<{ counted: boolean; newAchievements?: NewAchievement[] }> {
  return db.transaction(async (tx) => {
    await lockPlayerForEndlessWin(tx, userId);
    if (!startedAfterLastWin(round, await lastEndlessWinAt(tx, userId, game.id))) return { counted: false };
    // The server does not follow an endless round guess by guess, so the attempt count is unknown (0).
    const inserted = await insertEndlessWinIfAbsent(tx, { userId, game: game.id, roundId: round.round, itemName: round.item, attempts: 0, at: now });
    if (!inserted) return { counted: false };
    await addEndlessWinToStats(tx, userId, game.id, now);
    return { counted: true, newAchievements: await grantEarnedAchievements(tx, userId, now) };
  });
}

export function revealEndlessHint(viewer: Viewer, game: GameConfig, input: { token: string; receipts: string[] }) {
  const { round, secret } = openEndlessRound(game, viewer, input.token);
  return unlockHint(game, secret, receiptRound(round), input.receipts);
}
