import 'server-only';
import { randomBytes } from 'node:crypto';
import { findItemByName } from '@/lib/games/items';
import type { AnyItem, GameId } from '@/lib/games/types';
import { badRequest } from '@/lib/http/errors';
import {
  MERGE_INCOMPLETE_ROUND_MESSAGE,
  MERGE_INVALID_RECEIPT_MESSAGE,
  MERGE_MIXED_ROUNDS_MESSAGE,
  MERGE_REPEATED_GUESS_MESSAGE,
} from '@/lib/messages/game';
import { readReceipt, type GuestPlace, type Receipted } from './guess-receipt';

/**
 * A guest's daily round (issue 36 item 2). The server does not store a guest's guesses; it binds them
 * into one round instead: the first guess gets a new guest round id, and each later one, sent with the
 * receipt of the guess before it (`previousReceipt`), the next position in that round. Every receipt of
 * the round names its round id and position under the receipt's mac (./guess-receipt.ts).
 *
 * At sign-in a guest round counts only whole: every receipted guess of one round, in the order played,
 * positions 1..n. So a merge cannot leave out the guesses before a win (a one-guess win that was not
 * played), nor stitch guesses of several rounds together; its attempt count is the round's.
 */
const ROUND_ID_BYTES = 12; // 16 base64url characters

/** The place of a guest's next daily guess: after `previousReceipt` in its round, or first of a new round. */
export function nextGuestPlace(game: GameId, day: string, previousReceipt: string | undefined): GuestPlace {
  // A previous receipt that is not one of today's guest rounds of this game (another day or game, an older
  // receipt without a round, a forged one) continues nothing: the guess starts a new round.
  const previous = previousReceipt ? readReceipt({ game, day }, previousReceipt)?.place : null;
  if (previous) return { round: previous.round, position: previous.position + 1 };
  return { round: randomBytes(ROUND_ID_BYTES).toString('base64url'), position: 1 };
}

/**
 * The items of a guest's round of `day` as its receipts prove it, in the order played: [] when there is
 * nothing to count (no receipts, receipts from before guest rounds, a name that is no longer an item);
 * a 400 when the receipts are not one whole round (invalid_receipt, mixed_rounds, incomplete_round,
 * repeated_guess).
 */
export function wholeGuestRound(game: GameId, day: string, receipts: readonly string[]): AnyItem[] {
  const read = receipts.map((receipt) => readReceipt({ game, day }, receipt));
  if (read.some((receipted) => receipted === null)) throw badRequest(MERGE_INVALID_RECEIPT_MESSAGE, 'invalid_receipt');
  const placed = read as Receipted[];
  if (placed.length === 0 || placed.some((receipted) => receipted.place === null)) return [];
  const places = placed.map((receipted) => receipted.place as GuestPlace);
  if (new Set(places.map((place) => place.round)).size > 1) throw badRequest(MERGE_MIXED_ROUNDS_MESSAGE, 'mixed_rounds');
  if (places.some((place, index) => place.position !== index + 1)) throw badRequest(MERGE_INCOMPLETE_ROUND_MESSAGE, 'incomplete_round');
  const names = placed.map((receipted) => receipted.name);
  if (new Set(names).size !== names.length) throw badRequest(MERGE_REPEATED_GUESS_MESSAGE, 'repeated_guess');
  const items = names.map((name) => findItemByName(game, name));
  return items.every((item) => item !== undefined) ? (items as AnyItem[]) : [];
}
