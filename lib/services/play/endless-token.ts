import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { badRequest } from '@/lib/http/errors';
import { serverSecret } from '../site/server-secret';
import { INVALID_ROUND_MESSAGE, OUTDATED_ROUND_MESSAGE } from '@/lib/messages/game';

/** What an endless round token carries, sealed so the browser can neither read nor change it. */
export interface EndlessRound {
  /** Game id. */
  game: string;
  /** The secret item's name. */
  item: string;
  /** A random id: a signed-in win counts once per round. */
  round: string;
  /** Who started it: a user id, or GUEST_PLAYER (lib/services/play/endless-rules.ts). */
  player: string;
  /** When it was started (ms since the epoch, the server's clock). */
  startedAt: number;
}

/** Version 2 added the player and the start time; older tokens are refused. */
const VERSION = 2;
const IV_BYTES = 12;
const TAG_BYTES = 16;

function key(): Buffer {
  return createHash('sha256').update(`guessdle:endless-round:${serverSecret()}`).digest();
}

export function sealRound(round: EndlessRound): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const plaintext = Buffer.from(JSON.stringify({ v: VERSION, ...round }), 'utf8');
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString('base64url');
}

function isRound(value: Partial<EndlessRound>): value is EndlessRound {
  return typeof value.game === 'string' && typeof value.item === 'string' && typeof value.round === 'string'
    && typeof value.player === 'string' && typeof value.startedAt === 'number' && Number.isFinite(value.startedAt);
}

/** The round inside a token, or 400 for anything malformed, tampered with, outdated or sealed by another server secret. */
export function openRound(token: string): EndlessRound {
  const parsed = unseal(token);
  if (typeof parsed?.v === 'number' && parsed.v < VERSION) throw badRequest(OUTDATED_ROUND_MESSAGE, 'invalid_round');
  if (parsed?.v !== VERSION || !isRound(parsed)) throw badRequest(INVALID_ROUND_MESSAGE, 'invalid_round');
  return { game: parsed.game, item: parsed.item, round: parsed.round, player: parsed.player, startedAt: parsed.startedAt };
}

function unseal(token: string): (Partial<EndlessRound> & { v?: unknown }) | null {
  const sealingKey = key(); // a missing server secret is a 503, not a bad token
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) return null;
    const decipher = createDecipheriv('aes-256-gcm', sealingKey, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plaintext = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const parsed: unknown = JSON.parse(plaintext.toString('utf8'));
    return typeof parsed === 'object' && parsed !== null ? parsed : null;
  } catch {
    return null;
  }
}
