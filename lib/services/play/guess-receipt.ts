import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '@/lib/http/errors';
import { derivedKey } from '../site/server-secret';
import { INVALID_RECEIPT_MESSAGE } from '@/lib/messages/game';

/**
 * Receipts of judged guesses (issue 10 item 11). The server hands one out with every judged guess of a
 * guest's daily round and of every endless round; the hint unlocks only with the receipts of enough
 * distinct guesses, so listing names that were never guessed unlocks nothing; and a guest's round merged
 * into an account at sign-in counts only as the whole round its receipts prove (lib/services/play/guest-round.ts).
 *
 * A receipt is `base64url(name).base64url(mac)`, the mac an HMAC (keyed by the server secret) over the
 * game, the round (a daily date or an endless round id) and the guessed item's name. A guest's daily
 * receipt (issue 36 item 2) also names its place: `base64url(name).base64url(mac).{guest round id}.{position}`,
 * both under the mac, so a receipt cannot be moved to another round or another place in its round.
 */
export type ReceiptRound = { game: string; day: string } | { game: string; endlessRound: string };

/** A guess's place in a guest's daily round: the round id the server issued and the guess's position (from 1). */
export interface GuestPlace {
  round: string;
  position: number;
}

/** What a valid receipt vouches for; `place` is null for a receipt without one (endless, archive, or older). */
export interface Receipted {
  name: string;
  place: GuestPlace | null;
}

const MAC_BYTES = 16;
const ROUND_ID = /^[A-Za-z0-9_-]{16}$/;
const POSITION = /^[1-9][0-9]{0,5}$/;

const key = () => derivedKey('guess-receipt');

function mac(round: ReceiptRound, name: string, place: GuestPlace | null, secretKey = key()): Buffer {
  const where = 'day' in round ? `day:${round.day}` : `endless:${round.endlessRound}`;
  const fields = place ? [round.game, where, name, place.round, place.position] : [round.game, where, name];
  return createHmac('sha256', secretKey).update(JSON.stringify(fields)).digest().subarray(0, MAC_BYTES);
}

export function signReceipt(round: ReceiptRound, name: string, place: GuestPlace | null = null): string {
  const signed = `${Buffer.from(name, 'utf8').toString('base64url')}.${mac(round, name, place).toString('base64url')}`;
  return place ? `${signed}.${place.round}.${place.position}` : signed;
}

/** The distinct names the receipts vouch for; 400 invalid_receipt when any one was not signed for this round. */
export function receiptedNames(round: ReceiptRound, receipts: readonly string[]): Set<string> {
  const secretKey = key();
  const names = new Set<string>();
  for (const receipt of receipts) {
    const receipted = verify(round, receipt, secretKey);
    if (receipted === null) throw badRequest(INVALID_RECEIPT_MESSAGE, 'invalid_receipt');
    names.add(receipted.name);
  }
  return names;
}

/** The distinct names vouched for by the receipts that were signed for this round; the others are ignored. */
export function validReceiptNames(round: ReceiptRound, receipts: readonly string[]): Set<string> {
  const secretKey = key();
  return new Set(receipts.map((receipt) => verify(round, receipt, secretKey)?.name).filter((name) => name !== undefined));
}

/** What one receipt vouches for, or null when it was not signed for this round. */
export function readReceipt(round: ReceiptRound, receipt: string): Receipted | null {
  return verify(round, receipt, key());
}

function parsePlace(parts: string[]): GuestPlace | null | undefined {
  if (parts.length === 0) return null;
  const [round, position] = parts;
  if (parts.length !== 2 || !ROUND_ID.test(round) || !POSITION.test(position)) return undefined;
  return { round, position: Number(position) };
}

function verify(round: ReceiptRound, receipt: string, secretKey: Buffer): Receipted | null {
  const [encodedName, encodedMac, ...rest] = receipt.split('.');
  const place = parsePlace(rest);
  if (!encodedName || !encodedMac || place === undefined) return null;
  const name = Buffer.from(encodedName, 'base64url').toString('utf8');
  const given = Buffer.from(encodedMac, 'base64url');
  const expected = mac(round, name, place, secretKey);
  return given.length === expected.length && timingSafeEqual(given, expected) ? { name, place } : null;
}
