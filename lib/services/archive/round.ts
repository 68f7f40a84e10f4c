import 'server-only';
import type { Db } from '@/db/client';
import { findArchiveRound, lockArchiveRound, updateArchiveRound, type ArchiveRoundRow, type ArchiveRoundSeed } from '@/db/queries/archive-rounds';
import { findDailyGameState } from '@/db/queries/daily-game-states';
import type { Viewer } from '@/lib/auth/guards';
import { archiveDayStatus } from '@/lib/games/archive';
import type { GameConfig } from '@/lib/games/game-config';
import { itemHint } from '@/lib/games/item-fields';
import type { AnyItem } from '@/lib/games/types';
import { notFound } from '@/lib/http/errors';
import { archiveDayNotReleased } from '@/lib/messages/game';
import type { DailyRoundFields } from '@/lib/progress/types';
import { chicagoDate } from '@/lib/time';
import { getDailyPuzzle } from '../daily/puzzle';
import { requireItem } from '../games/lookup';
import { recordOnce } from '../play/guess-records';
import { receiptedNames, signReceipt, type ReceiptRound } from '../play/guess-receipt';
import { judge, requireHintUnlocked } from '../play/judge';

/**
 * A past day's puzzle played from the archive (issue 29 item 6): the day's daily item (stored on first
 * use, the same for everyone), judged with the daily's rules, receipts and hint threshold. A signed-in
 * player's round is stored in archive_rounds only: it never touches daily_game_states, daily_wins,
 * game_stats, daily_win_counts, achievements or the leaderboard. A guest's stays in the browser.
 */

/** The round id of a past day's archive round: its guess keys and receipts are its own, never the daily's. */
export const archiveRoundId = (date: string) => `archive:${date}`;
const receiptRound = (game: GameConfig, date: string): ReceiptRound => ({ game: game.id, day: archiveRoundId(date) });

/** Only a released day: today (the daily's), a later day or one before #1 is a 404. */
function requireReleased(date: string, today = chicagoDate()): void {
  if (archiveDayStatus(date, today) !== 'released') throw notFound(archiveDayNotReleased(date));
}

/** The day's puzzle, only for a released day. A day never served is stored now (fixed from then on, like any day's). */
async function releasedPuzzle(db: Db, game: GameConfig, date: string) {
  requireReleased(date);
  return getDailyPuzzle(db, game, date);
}

/** The player's daily round of that day, which their archive round of the day starts from (it was judged against the same item). */
async function dailySeed(db: Db, userId: string, game: GameConfig, date: string): Promise<ArchiveRoundSeed | null> {
  const daily = await findDailyGameState(db, userId, game.id, date);
  if (!daily || daily.guessedCards.length === 0) return null;
  const { guessedCards, attemptsData, gameWon, isHintRevealed } = daily;
  return { guessedCards, attemptsData, gameWon, isHintRevealed, wonAt: gameWon ? daily.updatedAt : null };
}

export type ArchiveRoundView = DailyRoundFields & { hint: string | null; answer: AnyItem | null };

/** A stored round as the page restores it: the answer only once won, the hint once revealed or won. */
function roundView(game: GameConfig, date: string, secret: AnyItem, round: ArchiveRoundSeed): ArchiveRoundView {
  const won = round.gameWon;
  return {
    date,
    game_won: won,
    is_hint_revealed: round.isHintRevealed,
    current_card_id: won ? secret.name : null,
    guessed_cards: round.guessedCards,
    attempts_data: round.attemptsData,
    hint: won || round.isHintRevealed ? itemHint(game, secret) : null,
    answer: won ? secret : null,
  };
}

/** GET /api/archive/{game}/{date}: the day's number and a signed-in player's stored round (or their daily round of that day). */
export async function getArchiveDay(db: Db, viewer: Viewer, game: GameConfig, date: string) {
  const puzzle = await releasedPuzzle(db, game, date);
  const base = { date, puzzleNumber: puzzle.puzzleNumber };
  if (!viewer.user) return { ...base, round: null };
  const stored: ArchiveRoundSeed | null = (await findArchiveRound(db, viewer.user.id, game.id, date)) ?? (await dailySeed(db, viewer.user.id, game, date));
  return { ...base, round: stored && roundView(game, date, puzzle.item, stored) };
}

/**
 * Judges a guess of a past day. A guest gets the receipt the hint call needs; a signed-in player's guess
 * is added to their archive round in one transaction, at most once per guess key (a resend answers the
 * same and records nothing). Nothing is added to a won round or twice for one name.
 */
export async function guessArchive(db: Db, viewer: Viewer, game: GameConfig, date: string, input: { guess: string; key?: string }) {
  const guessed = requireItem(game, input.guess);
  const puzzle = await releasedPuzzle(db, game, date);
  const outcome = { date, puzzleNumber: puzzle.puzzleNumber, ...judge(game, guessed, puzzle.item) };
  const { user } = viewer;
  if (!user) return { ...outcome, receipt: signReceipt(receiptRound(game, date), guessed.name) };
  const identity = input.key ? { userId: user.id, key: input.key, game: game.id, round: archiveRoundId(date), guess: guessed.name } : null;
  const now = new Date();
  await recordOnce(db, identity, now, async (tx) => {
    const round = await lockArchiveRound(tx, user.id, game.id, date, () => dailySeed(tx, user.id, game, date));
    if (round.gameWon || round.guessedCards.includes(guessed.name)) return {};
    await updateArchiveRound(tx, round.id, added(round, outcome, now), now);
    return {};
  });
  return { ...outcome, saved: true as const };
}

function added(round: ArchiveRoundRow, outcome: ReturnType<typeof judge>, now: Date) {
  return {
    guessedCards: [...round.guessedCards, outcome.attempt.name],
    attemptsData: [...round.attemptsData, outcome.attempt],
    gameWon: outcome.won,
    wonAt: outcome.won ? now : null,
  };
}

/** The day's hint once enough distinct guesses were judged: a guest's receipts, a signed-in player's stored round (which keeps it revealed). */
// The puzzle is read only once the hint is unlocked: a refused call stores nothing (not even a day's puzzle never served).
export async function revealArchiveHint(db: Db, viewer: Viewer, game: GameConfig, date: string, input: { receipts: string[] }) {
  requireReleased(date);
  const { user } = viewer;
  if (!user) {
    requireHintUnlocked(game, receiptedNames(receiptRound(game, date), input.receipts).size);
    return { date, hint: itemHint(game, (await releasedPuzzle(db, game, date)).item) };
  }
  await db.transaction(async (tx) => {
    const round = await lockArchiveRound(tx, user.id, game.id, date, () => dailySeed(tx, user.id, game, date));
    requireHintUnlocked(game, round.guessedCards.length);
    if (!round.isHintRevealed) await updateArchiveRound(tx, round.id, { isHintRevealed: true });
  });
  return { date, hint: itemHint(game, (await releasedPuzzle(db, game, date)).item) };
}
