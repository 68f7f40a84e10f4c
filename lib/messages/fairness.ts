// The provably fair daily answers (issue 30 item 5): the fairness call and the /fairness page's verifier.
export const fairnessPageNotFound = (page: number, pageCount: number) =>
  `There is no page ${page} of the revealed days: there ${pageCount === 1 ? 'is 1 page' : `are ${pageCount} pages`}.`;
export const FAIRNESS_LOAD_FAILED = 'Could not load the commitments. Check your connection and try again.';
export const FAIRNESS_VERIFIED = 'Verified';
export const FAIRNESS_MISMATCH = 'Mismatch: the commitment does not match this item and salt.';
export const fairnessNotRevealed = (date: string) =>
  `There is no reveal for ${date} yet: a day's item and salt are revealed only after that day is over in Chicago, and only for days whose puzzle was stored.`;
export const fairnessMalformedDate = (date: string) => `"${date}" is not a date: write it YYYY-MM-DD.`;
export const fairnessMalformedReveal = (what: string) => `This reveal is malformed: ${what}. It cannot be checked.`;
export const FAIRNESS_NO_REVEALS = 'No day of this game has been revealed yet.';
/** A day's commitment, by when it was stored (issue 36 item 10; lib/fairness/commitment-timing.ts). */
export const FAIRNESS_COMMITMENT_LABEL = {
  'before-the-day': 'Commitment published before the day',
  'when-first-served': 'Commitment, committed when first served',
} as const;
export const FAIRNESS_WHEN_FIRST_SERVED_NOTE =
  'This day was stored only once it had begun, when it was first served: its commitment shows the answer has not changed since, not that it was fixed before anyone played.';
