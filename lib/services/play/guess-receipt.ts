import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest } from '@/lib/http/errors';
import { derivedKey } from '../site/server-secret';
import { INVALID_RECEIPT_MESSAGE } from '@/lib/messages/game';

/**
 * Receipts of judged guesses (issue 10 item 11). The server hands one out with every judged guess of a
 * guest's daily round and of every endless round; the hint unlocks only with the receipts of enough
 * distinct guesses, so listing names that were never guessed unlocks nothing; and a guest's round merged
 * into an account at sign-in keeps only its receipted guesses (lib/services/account/guest-merge.ts).
 *
 * A receipt is `base64url(name).base64url(mac)`, the mac an HMAC (keyed by the server secret) over the
 * game, the round (a daily date or an endless round id) and the guessed item's name.
 */
export type ReceiptRound = { game: string; day: string } | { game: string; endlessRound: string };

const MAC_BYTES = 16;

const key = () => derivedKey('guess-receipt');

function mac(round: ReceiptRound, name: string, secretKey = key()): Buffer {
  const where = 'day' in round ? `day:${round.day}` : `endless:${round.endlessRound}`;
  return createHmac('sha256', secretKey).update(JSON.stringify([round.game, where, name])).digest().subarray(0, MAC_BYTES);
}

export function signReceipt(round: ReceiptRound, name: string): string {
  return `${Buffer.from(name, 'utf8').toString('base64url')}.${mac(round, name).toString('base64url')}`;
}

/** The distinct names the receipts vouch for; 400 invalid_receipt when any one was not signed for this round. */
export function receiptedNames(round: ReceiptRound, receipts: readonly string[]): Set<string> {
  const secretKey = key();
  const names = new Set<string>();
  for (const receipt of receipts) {
    const name = verify(round, receipt, secretKey);
    if (name === null) throw badRequest(INVALID_RECEIPT_MESSAGE, 'invalid_receipt');
    names.add(name);
  }
  return names;
}

/** The distinct names vouched for by the receipts that were signed for this round; the others are ignored. */
export function validReceiptNames(round: ReceiptRound, receipts: readonly string[]): Set<string> {
  const secretKey = key();
  return new Set(receipts.map((receipt) => verify(round, receipt, secretKey)).filter((name) => name !== null));
}

function verify(round: ReceiptRound, receipt: string, secretKey: Buffer): string | null {
  const [encodedName, encodedMac, ...rest] = receipt.split('.');
  if (!encodedName || !encodedMac || rest.length > 0) return null;
  const name = Buffer.from(encodedName, 'base64url').toString('utf8');
  const given = Buffer.from(encodedMac, 'base64url');
  const expected = mac(round, name, secretKey);
  return given.length === expected.length && timingSafeEqual(given, expected) ? name : null;
}
