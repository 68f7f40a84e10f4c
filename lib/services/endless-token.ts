import 'server-only';
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { badRequest } from '@/lib/http/errors';
import { serverSecret } from './server-secret';

/** What an endless round token carries, sealed so the browser can neither read nor change it. */
export interface EndlessRound {
  /** Game id. */
  game: string;
  /** The secret item's name. */
  item: string;
  /** A random id: a signed-in win counts once per round. */
  round: string;
}

const VERSION = 1;
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

export const INVALID_ROUND_MESSAGE = 'This endless round is not valid. Start a new round with Play Again.';

/** The round inside a token, or 400 for anything malformed, tampered with or sealed by another server secret. */
export function openRound(token: string): EndlessRound {
  try {
    const raw = Buffer.from(token, 'base64url');
    if (raw.length <= IV_BYTES + TAG_BYTES) throw new Error('too short');
    const decipher = createDecipheriv('aes-256-gcm', key(), raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plaintext = Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    const parsed = JSON.parse(plaintext.toString('utf8')) as Partial<EndlessRound> & { v?: number };
    if (parsed.v !== VERSION || typeof parsed.game !== 'string' || typeof parsed.item !== 'string' || typeof parsed.round !== 'string') {
      throw new Error('unexpected contents');
    }
    return { game: parsed.game, item: parsed.item, round: parsed.round };
  } catch {
    throw badRequest(INVALID_ROUND_MESSAGE, 'invalid_round');
  }
}
