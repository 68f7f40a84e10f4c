/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import {
  countdownText,
  formatCountdown,
  isUrgent,
  msUntilNextTick,
  resetAtOnClientClock,
  secondsUntil,
  shouldRefetchAfterHidden,
} from '@/components/daily/countdown';
import { formatLongDate } from '@/components/daily/daily-date';

describe('formatCountdown', () => {
  test.each<[number, string]>([
    [0, '00:00:00'],
    [1, '00:00:01'],
    [59, '00:00:59'],
    [60, '00:01:00'],
    [3599, '00:59:59'],
    [3600, '01:00:00'],
    [86_399, '23:59:59'],
    [89_999, '24:59:59'], // the 25-hour day when daylight saving ends
    [-5, '00:00:00'],
    [12.7, '00:00:12'],
  ])('%s s -> %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});

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

describe('formatLongDate', () => {
  test.each<[string, string]>([
    ['2026-11-21', 'Saturday, November 21, 2026'],
    ['2026-01-01', 'Thursday, January 1, 2026'],
    ['2026-12-31', 'Thursday, December 31, 2026'],
    ['2028-02-29', 'Tuesday, February 29, 2028'],
  ])('%s -> %s', (date, text) => {
    expect(formatLongDate(date)).toBe(text);
  });

  test('does not depend on the time zone of the machine', () => {
    // West of UTC, formatting a date's UTC midnight in local time would show the previous day. The
    // zone is fixed when Node starts, so the check runs in a child process started in Chicago.
    const script = `import('./components/daily/daily-date.ts').then((m) => process.stdout.write((m.default ?? m).formatLongDate('2026-01-01')))`;
    const output = execFileSync(process.execPath, ['--import', 'tsx', '-e', script], {
      env: { ...process.env, TZ: 'America/Chicago' },
      encoding: 'utf8',
    });
    expect(output).toBe('Thursday, January 1, 2026');
  });

  test('leaves anything that is not a date alone', () => {
    expect(formatLongDate('2026-02-30')).toBe('2026-02-30');
    expect(formatLongDate('tomorrow')).toBe('tomorrow');
  });
});
