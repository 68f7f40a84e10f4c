import 'server-only';
import { createHmac } from 'node:crypto';
import type { PuzzleSeal } from '@/db/queries/daily-puzzles';
import { computeCommitment } from '@/lib/fairness/commitment';

/**
 * A day's salt: HMAC-SHA256(DAILY_SECRET, "guessdle:daily-salt:{game}:{date}") as 64 lowercase hex characters.
 * Without the secret, a future day's salt cannot be worked out, so its commitment cannot be tested against
 * each item's name; the label differs from the daily order's (lib/games/daily.ts), so a revealed salt tells
 * nothing of the order. Server only, like the secret.
 */
export function dailySalt(game: string, date: string, secret: string): string {
  if (!secret) throw new RangeError('A daily salt needs the secret');
  return createHmac('sha256', secret).update(`guessdle:daily-salt:${game}:${date}`).digest('hex');
}

/** The salt and commitment of `itemName` as the puzzle of `game` on `date`. */
export async function sealPuzzle(puzzle: { game: string; date: string; itemName: string }, secret: string): Promise<PuzzleSeal> {
  const salt = dailySalt(puzzle.game, puzzle.date, secret);
  return { salt, commitment: await computeCommitment({ game: puzzle.game, date: puzzle.date, item: puzzle.itemName, salt }) };
}
