/** The /fairness page's check of a revealed day (issue 30 item 5): recompute the commitment and compare. */
import { fairnessMalformedReveal } from '@/lib/messages/fairness';
import { computeCommitment, HEX_64, type CommittedPuzzle } from './commitment';

export type RevealCheck =
  | { kind: 'verified'; computed: string }
  | { kind: 'mismatch'; expected: string; computed: string }
  | { kind: 'malformed'; message: string };

/** What is wrong with a reveal's parts before anything is hashed, if anything. */
function malformation({ item, salt }: CommittedPuzzle, commitment: string): string | null {
  if (item.length === 0) return fairnessMalformedReveal('the item is empty');
  if (!HEX_64.test(salt)) return fairnessMalformedReveal('the salt is not 64 lowercase hex characters');
  if (!HEX_64.test(commitment)) return fairnessMalformedReveal('the commitment is not 64 lowercase hex characters');
  return null;
}

/** Recomputes sha256_hex("{game}|{date}|{item}|{salt}") and compares it with the published commitment. */
export async function checkReveal(puzzle: CommittedPuzzle, commitment: string): Promise<RevealCheck> {
  const message = malformation(puzzle, commitment);
  if (message) return { kind: 'malformed', message };
  const computed = await computeCommitment(puzzle);
  return computed === commitment ? { kind: 'verified', computed } : { kind: 'mismatch', expected: commitment, computed };
}
