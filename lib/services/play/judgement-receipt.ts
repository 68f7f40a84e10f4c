import 'server-only';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { badRequest, conflict } from '@/lib/http/errors';
import { chicagoDate } from '@/lib/time';
import { derivedKey } from '../site/server-secret';
import { EXPIRED_JUDGEMENT_MESSAGE, INVALID_JUDGEMENT_MESSAGE } from '@/lib/messages/game';

/**
 * Judgement receipts (issue 24 item 1): the server signs one with every guess it judges for a signed-in
 * player, naming the player, the game, the round (a daily date or an endless round id), the guess and
 * when it was judged. A guess that could not be stored then waits in the player's browser; when it lands
 * later, its receipt is the only proof of when it was judged: a daily guess judged on day D counts for
 * day D (and an endless win at its judging time) only within BACKDATE_GRACE_MS. Without a valid receipt
 * nothing is back-dated. Unlike the hint receipts (guess-receipt.ts) these are bound to one player.
 *
 * A receipt is `base64url(JSON).base64url(mac)`, the mac an HMAC keyed from the server secret.
 */
export interface Judgement {
  player: string;
  game: string;
  /** `day:YYYY-MM-DD` or `endless:{round id}`. */
  round: string;
  guess: string;
  /** Milliseconds since the epoch. */
  judgedAt: number;
}

export const BACKDATE_GRACE_MS = 48 * 60 * 60 * 1000;
const MAC_BYTES = 16;

export const dailyRound = (day: string) => `day:${day}`;
export const endlessRound = (roundId: string) => `endless:${roundId}`;
/** The mode of a round name made above: daily or endless (an archive round, or anything else: null). */
export const roundMode = (round: string): 'daily' | 'endless' | null =>
  round.startsWith('day:') ? 'daily' : round.startsWith('endless:') ? 'endless' : null;

const key = () => derivedKey('judgement-receipt');

function mac(payload: string): Buffer {
  return createHmac('sha256', key()).update(payload).digest().subarray(0, MAC_BYTES);
}

export function signJudgement(judgement: Judgement): string {
  const payload = Buffer.from(JSON.stringify([judgement.player, judgement.game, judgement.round, judgement.guess, judgement.judgedAt])).toString('base64url');
  return `${payload}.${mac(payload).toString('base64url')}`;
}

/** The judgement a receipt vouches for; 400 invalid_judgement when the server did not sign it. */
export function readJudgement(receipt: string): Judgement {
  const [payload, given, ...rest] = receipt.split('.');
  const givenMac = Buffer.from(given ?? '', 'base64url');
  const expected = payload ? mac(payload) : Buffer.alloc(0);
  if (!payload || rest.length > 0 || givenMac.length !== MAC_BYTES || !timingSafeEqual(givenMac, expected)) {
    throw badRequest(INVALID_JUDGEMENT_MESSAGE, 'invalid_judgement');
  }
  const [player, game, round, guess, judgedAt] = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as [string, string, string, string, number];
  return { player, game, round, guess, judgedAt };
}

/**
 * The judging time a receipt proves for this exact guess (player, game, round, guess), or null when it
 * was signed for another guess. 409 receipt_expired past the grace: the guess is too old to land.
 */
export function provenJudgingTime(receipt: string, expected: Omit<Judgement, 'judgedAt'>, now = Date.now()): number | null {
  const judgement = readJudgement(receipt);
  const same = (Object.keys(expected) as (keyof typeof expected)[]).every((field) => judgement[field] === expected[field]);
  if (!same || judgement.judgedAt > now) return null;
  if (now - judgement.judgedAt > BACKDATE_GRACE_MS) throw conflict(EXPIRED_JUDGEMENT_MESSAGE, 'receipt_expired');
  return judgement.judgedAt;
}

/** True when a receipt proves that this daily guess was judged while `day` was today (America/Chicago). */
export function judgedOnDay(receipt: string, expected: { player: string; game: string; guess: string }, day: string, now = Date.now()): boolean {
  const judgedAt = provenJudgingTime(receipt, { ...expected, round: dailyRound(day) }, now);
  return judgedAt !== null && chicagoDate(new Date(judgedAt)) === day;
}
