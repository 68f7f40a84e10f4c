/**
 * When a day's commitment became public (issue 36 item 10): "published before the day" only when the day's
 * puzzle was stored before that day began in America/Chicago; a day stored later (first served by the archive
 * or a player, or sealed only when first listed) was "committed when first served", and proves less. Server only
 * (the time-zone library stays out of the browser): the fairness call sends each day's timing.
 */
import type { FAIRNESS_COMMITMENT_LABEL } from '@/lib/messages/fairness';
import { chicagoDayStart } from '@/lib/time';

export type CommitmentTiming = keyof typeof FAIRNESS_COMMITMENT_LABEL;

/** Whether the puzzle of `date`, stored (and sealed) at `storedAt`, was committed before the day began. */
export function commitmentTiming(date: string, storedAt: Date): CommitmentTiming {
  return storedAt.getTime() < chicagoDayStart(date).getTime() ? 'before-the-day' : 'when-first-served';
}
