/** @jest-environment node */
import {
  countdownText,
  isUrgent,
  msUntilNextTick,
  resetAtOnClientClock,
  secondsUntil,
  shouldRefetchAfterHidden,
} from '@/components/daily/countdown';

test("countdownText reads 'Resetting...' at 0 and the time before", () => {
  expect(countdownText(0)).toBe('Resetting...');
  expect(countdownText(1)).toBe('00:00:01');
  expect(countdownText(3723)).toBe('01:02:03');
});

test('urgent at 60 s or less, not at 61 s', () => {
  expect(isUrgent(61)).toBe(false);
  expect(isUrgent(60)).toBe(true);
  expect(isUrgent(1)).toBe(true);
  expect(isUrgent(3600)).toBe(false);
});

test('secondsUntil rounds up and never goes below 0', () => {
  expect(secondsUntil(10_000, 0)).toBe(10);
  expect(secondsUntil(10_000, 1)).toBe(10);
  expect(secondsUntil(10_000, 9_001)).toBe(1);
  expect(secondsUntil(10_000, 10_000)).toBe(0);
  expect(secondsUntil(10_000, 12_000)).toBe(0);
});

test('msUntilNextTick lands on the moment the shown second changes', () => {
  expect(msUntilNextTick(10_300, 0)).toBe(300);
  expect(msUntilNextTick(10_000, 0)).toBe(1000);
  expect(msUntilNextTick(10_000, 11_000)).toBe(1000);
});

test("resetAtOnClientClock corrects for the browser's clock being off", () => {
  const info = { nextResetUTC: '2026-11-22T06:00:00.000Z', serverTime: '2026-11-22T05:00:00.000Z' };
  const serverNow = Date.parse(info.serverTime);
  // The browser's clock runs 10 minutes fast: the reset is still one hour away on it.
  const browserNow = serverNow + 600_000;
  expect(resetAtOnClientClock(info, browserNow) - browserNow).toBe(3_600_000);
  expect(resetAtOnClientClock(info, serverNow)).toBe(Date.parse(info.nextResetUTC));
  expect(() => resetAtOnClientClock({ ...info, nextResetUTC: 'soon' }, serverNow)).toThrow(RangeError);
});

test('a tab refetches only after being hidden for more than 30 s', () => {
  expect(shouldRefetchAfterHidden(null, 100_000)).toBe(false);
  expect(shouldRefetchAfterHidden(0, 30_000)).toBe(false);
  expect(shouldRefetchAfterHidden(0, 30_001)).toBe(true);
});
