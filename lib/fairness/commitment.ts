/**
 * The provably fair daily answers (issue 30 item 5): a day's commitment is
 * sha256_hex("{game}|{YYYY-MM-DD}|{item name}|{salt}") over the UTF-8 text, the item name exactly as stored in
 * daily_puzzles.item_name and the salt as 64 lowercase hex characters. This file is the one definition of that
 * text: the server (when it stores a puzzle, and `npm run db:check`), the tests and the /fairness page's
 * verifier in the browser all compute it here, with Web Crypto (crypto.subtle, in browsers and Node alike).
 * How the salt is made stays on the server (lib/services/fairness/salt.ts).
 */

/** A salt or a commitment: 32 bytes as 64 lowercase hex characters (the check constraints of drizzle/0013). */
export const HEX_64 = /^[0-9a-f]{64}$/;

export interface CommittedPuzzle {
  game: string;
  date: string;
  /** The item's name exactly as stored (no trimming or case change). */
  item: string;
  salt: string;
}

/** The text a commitment hashes: "{game}|{date}|{item}|{salt}". */
export function commitmentText({ game, date, item, salt }: CommittedPuzzle): string {
  return `${game}|${date}|${item}|${salt}`;
}

/** SHA-256 of the UTF-8 text, as 64 lowercase hex characters. */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The commitment of a day's puzzle. */
export function computeCommitment(puzzle: CommittedPuzzle): Promise<string> {
  return sha256Hex(commitmentText(puzzle));
}
