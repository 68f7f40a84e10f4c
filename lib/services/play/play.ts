import 'server-only';
import { randomInt, randomUUID } from 'node:crypto';
import type { Db } from '@/db/client';
import { CommitOutcomeUnknownError } from '@/db/deadline';
import { addEndlessWinToStats } from '@/db/queries/game-stats';
import type { NewAchievement } from '@/lib/achievements/types';
import { insertEndlessWinIfAbsent, lastEndlessWinAt, lockPlayerForEndlessWin } from '@/db/queries/endless-wins';
import type { Viewer } from '@/lib/auth/guards';
import type { GameConfig } from '@/lib/games/game-config';
import { getItems } from '@/lib/games/items';
import { itemHint } from '@/lib/games/item-fields';
import type { AnyItem } from '@/lib/games/types';
import { badRequest, isApiError, isErrorNamed } from '@/lib/http/errors';
import { countJudged, countRecovered, countWin } from '@/lib/observability/metrics';
import { chicagoDate } from '@/lib/time';
import { grantEarnedAchievements } from '../achievements/achievements';
import { getDailyPuzzle } from '../daily/puzzle';
import { recordDailyGuess } from '../daily/recording';
import { revealStoredHint } from '../daily/state';
import { countedWinner, requireOwnRound, roundPlayer, signedInPlayer, startedAfterLastWin } from './endless-rules';
import { openRound, sealRound, type EndlessRound } from './endless-token';
import { requireItem } from '../games/lookup';
import { recordOnce } from './guess-records';
import { receiptedNames, signReceipt, type ReceiptRound } from './guess-receipt';
import { nextGuestPlace } from './guest-round';
import { judge, requireHintUnlocked, requireToday } from './judge';
import { dailyRound, endlessRound, judgedOnDay, provenJudgingTime, signJudgement } from './judgement-receipt';
import { log } from '@/lib/observability/log';

export { judge, requireToday } from './judge';

/** A guess as the player sends it: for a signed-in player, with its key and, on a resend, its receipt. */
export interface GuessInput {
  guess: string;
  /** The day the page is playing (daily guesses). */
  date?: string;
  /** Made in the browser, one per guess: the guess is recorded at most once (lib/services/play/guess-records.ts). */
  key?: string;
  /** The judgement receipt the first answer carried, sent again with a resend (lib/services/play/judgement-receipt.ts). */
  receipt?: string;
  /** A guest's receipt of the previous guess of the round (lib/services/play/guest-round.ts). */
  previousReceipt?: string;
}

/**
 * Judges a daily guess. For a signed-in player the guess, the state, the completion and the streak are
 * recorded in one transaction (a second winning submission changes nothing, a resend under the same key
 * records nothing new) and the answer carries a judgement receipt; guests keep theirs locally. A signed-in
 * guess resent after its day ended counts for its day only with its receipt (guessDay).
 */
export async function guessDaily(db: Db, viewer: Viewer, game: GameConfig, input: GuessInput) {
  const guessed = requireItem(game, input.guess);
  const { user } = viewer;
  const date = user ? guessDay(input, user.id, game, guessed) : requireToday(input.date);
  const puzzle = await getDailyPuzzle(db, game, date);
  const outcome = { date, puzzleNumber: puzzle.puzzleNumber, ...judge(game, guessed, puzzle.item) };
  const judgement = (player: string) =>
    date !== chicagoDate() && input.receipt ? input.receipt : signJudgement({ player, game: game.id, round: dailyRound(date), guess: guessed.name, judgedAt: Date.now() });
  // A guest's guesses are not stored: the receipt, which names the guess's place in its guest round, is the
  // guest's proof for the hint and for the merge at sign-in. A signed-in player
  // whose account is out of reach (database away) is judged from memory, unsaved, with the judgement
  // receipt the browser resends it with once the database is back.
  countJudged(game.id, 'daily');
  if (!user) {
    const place = nextGuestPlace(game.id, date, input.previousReceipt);
    const judged = { ...outcome, receipt: signReceipt({ game: game.id, day: date }, guessed.name, place) };
    if (!('accountUnavailable' in viewer)) return judged;
    if (outcome.won) countWin(game.id, 'daily', false);
    return { ...judged, saved: false as const, ...(viewer.claimedUserId ? { judgement: judgement(viewer.claimedUserId), player: viewer.claimedUserId } : {}) };
  }
  const round = { game, date, secret: puzzle.item };
  const recorded = await recordOrReport(user.id, () => recordDailyGuess(db, user.id, round, guessed, { key: input.key }));
  if (outcome.won) countWin(game.id, 'daily', recorded.saved);
  if (outcome.won && recorded.saved === true && isOutboxResend(input)) countRecovered(game.id, 'daily');
  return { ...outcome, judgement: judgement(user.id), ...recorded };
}

/**
 * The day a signed-in player's guess counts for: today, or the day its judgement receipt proves it was
 * judged on (within the grace), for a guess that could not be stored then. Otherwise 409 day_changed: a
 * stale tab's guess is never back-dated.
 */
function guessDay(input: GuessInput, userId: string, game: GameConfig, guessed: AnyItem): string {
  if (input.date === undefined || input.date === chicagoDate() || !input.receipt) return requireToday(input.date);
  if (judgedOnDay(input.receipt, { player: userId, game: game.id, guess: guessed.name }, input.date)) return input.date;
  return requireToday(input.date);
}

/**
 * A resend by the browser's outbox: it keeps only the guesses first answered saved false or null, and sends them
 * again with their key and the judgement receipt of that answer; a first send never carries a judgement receipt
 * (components/game/useGameRound.ts keepUnsaved). Such a resend of a win answered saved: true is a win recovered:
 * stored by it, or found stored by the first send whose commit went unconfirmed (saved: null).
 */
function isOutboxResend(input: GuessInput): boolean {
  return Boolean(input.key && input.receipt);
}

/**
 * A signed-in guess is still judged when storing it fails, and the answer says what is known: `saved: true`
 * after the commit; `saved: false` when nothing was stored (the transaction never committed); `saved: null`
 * when the commit was sent but not confirmed, so it may or may not have been stored. The browser keeps
 * every guess not `saved: true` and resends it under the same key, which answers the truth (game-side §8:
 * the page says it is playing offline meanwhile). A stored win carries the new streak. An answer not saved
 * names its `player` (the caller's own id, from the session), so that the browser keeps it for that player
 * even when it has not learnt yet who is signed in (issue 36 item 0).
 */
async function recordOrReport<Recorded extends object>(
  player: string,
  record: () => Promise<Recorded>,
): Promise<({ saved: true } & Recorded) | { saved: false | null; player: string }> {
  try {
    return { saved: true, ...(await record()) };
  } catch (error) {
    if (isApiError(error)) throw error;
    // By name too: the pool is shared on globalThis, so its error may come from another bundle's copy of the class.
    const unknown = isErrorNamed(error, 'CommitOutcomeUnknownError', CommitOutcomeUnknownError);
    log().error({ err: error }, `[play] recording a guess ${unknown ? 'may not have committed' : 'failed'}`);
    return { saved: unknown ? null : false, player };
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

/** A new endless round, bound to the player who starts it (lib/services/play/endless-rules.ts). */
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

/** A won endless round that may count for `userId`, not recorded yet; `at` is when it was judged. */
export interface EndlessWin {
  userId: string;
  game: GameConfig;
  round: EndlessRound;
  at: Date;
  key?: string;
  /** Sent again by the browser's outbox (isOutboxResend). */
  resend?: boolean;
}

/**
 * Judges an endless guess, with its receipts, without the database. `win` is set when the answer's win
 * may count: once per round, only for the signed-in player who started it and only when the round lasted
 * a plausible time (as of its judging: a resend's receipt proves when). A guess that needs no recording
 * never touches the database. A signed-in player whose account is out of reach (database away) plays on:
 * a win is answered `saved: false` with the receipt to resend it with.
 */
export function judgeEndlessGuess(viewer: Viewer, game: GameConfig, input: GuessInput & { token: string }) {
  const { round, secret } = openEndlessRound(game, viewer, input.token);
  const guessed = requireItem(game, input.guess);
  const player = signedInPlayer(viewer);
  const where = { game: game.id, round: endlessRound(round.round), guess: guessed.name };
  const judgedAt = (player && input.receipt && provenJudgingTime(input.receipt, { player, ...where })) || Date.now();
  const outcome = {
    ...judge(game, guessed, secret),
    receipt: signReceipt(receiptRound(round), guessed.name),
    ...(player ? { judgement: signJudgement({ player, ...where, judgedAt }) } : {}),
  };
  countJudged(game.id, 'endless');
  if (!outcome.won) return { outcome, win: null };
  if (!viewer.user && player) countWin(game.id, 'endless', false);
  if (!viewer.user) return { outcome: { ...outcome, counted: false, ...(player ? { saved: false as const, player } : {}) }, win: null };
  const winner = countedWinner(round, viewer, judgedAt);
  const win: EndlessWin | null = winner === null ? null : { userId: winner, game, round, at: new Date(judgedAt), key: input.key, resend: isOutboxResend(input) };
  return { outcome: { ...outcome, counted: false }, win };
}

/**
 * Records a judged endless guess's win, if it may count: `counted` says whether this call (or, for a
 * resend under the same key, the first call) added it; `saved` what is known of the commit (recordOrReport).
 */
export async function recordEndlessGuess<Outcome extends object>(db: Db, judged: { outcome: Outcome; win: EndlessWin | null }) {
  if (!judged.win) return judged.outcome;
  const win = judged.win;
  const recorded = await recordOrReport(win.userId, () => recordEndlessWin(db, win));
  countWin(win.game.id, 'endless', recorded.saved);
  if (recorded.saved === true && win.resend) countRecovered(win.game.id, 'endless');
  return { ...judged.outcome, ...recorded };
}

/**
 * `counted` when this call recorded the round's win (not when it was already recorded, or overlaps the
 * last counted one), with the achievements the win unlocked.
 */
async function recordEndlessWin(db: Db, { userId, game, round, at, key }: EndlessWin): Promise<{ counted: boolean; newAchievements?: NewAchievement[] }> {
  const identity = key ? { userId, key, game: game.id, round: endlessRound(round.round), guess: round.item } : null;
  return recordOnce(db, identity, new Date(), async (tx) => {
    await lockPlayerForEndlessWin(tx, userId);
    if (!startedAfterLastWin(round, await lastEndlessWinAt(tx, userId, game.id))) return { counted: false };
    // The server does not follow an endless round guess by guess, so the attempt count is unknown (0).
    const inserted = await insertEndlessWinIfAbsent(tx, { userId, game: game.id, roundId: round.round, itemName: round.item, attempts: 0, at });
    if (!inserted) return { counted: false };
    await addEndlessWinToStats(tx, userId, game.id, at);
    return { counted: true, newAchievements: await grantEarnedAchievements(tx, userId, at) };
  });
}

export function revealEndlessHint(viewer: Viewer, game: GameConfig, input: { token: string; receipts: string[] }) {
  const { round, secret } = openEndlessRound(game, viewer, input.token);
  return unlockHint(game, secret, receiptRound(round), input.receipts);
}
