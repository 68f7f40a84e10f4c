/**
 * @jest-environment node
 */
/**
 * Issue 36 item 10: a day's commitment is "published before the day" only when its puzzle was stored before
 * that day began in America/Chicago; a day stored later (when the archive or a player first served it) says
 * "committed when first served". The start of the day follows daylight saving (05:00Z or 06:00Z).
 */
import { commitmentTiming } from '@/lib/fairness/commitment-timing';
import { FAIRNESS_COMMITMENT_LABEL } from '@/lib/messages/fairness';

const commitmentLabel = (timing: keyof typeof FAIRNESS_COMMITMENT_LABEL) => FAIRNESS_COMMITMENT_LABEL[timing];

const at = (instant: string) => new Date(instant);

test('a day stored the day before (weeks ahead, or one second before midnight in Chicago) was published before the day', () => {
  expect(commitmentTiming('2026-11-21', at('2026-10-20T15:00:00Z'))).toBe('before-the-day');
  // 2026-11-21 begins at 06:00Z (CST).
  expect(commitmentTiming('2026-11-21', at('2026-11-21T05:59:59.999Z'))).toBe('before-the-day');
  expect(commitmentLabel(commitmentTiming('2026-11-21', at('2026-11-21T05:59:59Z')))).toBe('Commitment published before the day');
});

test('a day stored exactly at, or just after, its Chicago midnight was committed when first served', () => {
  expect(commitmentTiming('2026-11-21', at('2026-11-21T06:00:00Z'))).toBe('when-first-served');
  expect(commitmentTiming('2026-11-21', at('2026-11-21T06:00:00.001Z'))).toBe('when-first-served');
  expect(commitmentTiming('2026-11-21', at('2026-11-28T12:00:00Z'))).toBe('when-first-served');
  expect(commitmentLabel(commitmentTiming('2026-11-21', at('2026-11-21T06:00:00Z')))).toBe('Commitment, committed when first served');
});

test('around daylight saving the day begins at the Chicago midnight of that day, not at a fixed offset', () => {
  // 2026-03-08 (the clocks go forward at 02:00) begins at 06:00Z (CST); 2026-03-09 at 05:00Z (CDT).
  expect(commitmentTiming('2026-03-08', at('2026-03-08T05:59:59Z'))).toBe('before-the-day');
  expect(commitmentTiming('2026-03-08', at('2026-03-08T06:00:00Z'))).toBe('when-first-served');
  expect(commitmentTiming('2026-03-09', at('2026-03-09T04:59:59Z'))).toBe('before-the-day');
  expect(commitmentTiming('2026-03-09', at('2026-03-09T05:30:00Z'))).toBe('when-first-served');
  // 2026-11-01 (the clocks go back at 02:00) begins at 05:00Z (CDT); 2026-11-02 at 06:00Z (CST).
  expect(commitmentTiming('2026-11-01', at('2026-11-01T04:59:59Z'))).toBe('before-the-day');
  expect(commitmentTiming('2026-11-01', at('2026-11-01T05:00:00Z'))).toBe('when-first-served');
  expect(commitmentTiming('2026-11-02', at('2026-11-02T05:30:00Z'))).toBe('before-the-day');
  expect(commitmentTiming('2026-11-02', at('2026-11-02T06:00:00Z'))).toBe('when-first-served');
});
