/** @jest-environment node */
import fc from 'fast-check';
import { advanceKeptStreak, bestStreak, currentStreak, effectiveCurrentStreak, keptStreakFromHistory, NO_STREAK, type KeptStreak } from '@/lib/games/streak';
import { addDays, daysBetween } from '@/lib/time';

// Histories start anywhere from a few weeks before the spring DST change to just before the autumn one.
const START = '2026-02-01';
const SPRING_FORWARD = '2026-03-08';
const FALL_BACK = '2026-11-01';

/** A sorted list of distinct win days: runs of consecutive days separated by gaps of 2+ days. */
const history = fc
  .record({
    offset: fc.integer({ min: 0, max: 270 }),
    segments: fc.array(fc.record({ gap: fc.integer({ min: 0, max: 6 }), run: fc.integer({ min: 1, max: 12 }) }), { maxLength: 40 }),
  })
  .map(({ offset, segments }) => {
    const dates: string[] = [];
    let day = addDays(START, offset);
    for (const { gap, run } of segments) {
      day = addDays(day, dates.length === 0 ? gap : gap + 1);
      for (let i = 0; i < run; i++) dates.push(addDays(day, i));
      day = dates[dates.length - 1];
    }
    return dates;
  });

/** Histories pinned around a DST change: a run across it, with or without a hole next to it. */
const aroundDst = fc.record({
  change: fc.constantFrom(SPRING_FORWARD, FALL_BACK),
  before: fc.integer({ min: 0, max: 5 }),
  after: fc.integer({ min: 0, max: 5 }),
  hole: fc.option(fc.integer({ min: -5, max: 5 }), { nil: undefined }),
}).map(({ change, before, after, hole }) =>
  Array.from({ length: before + after + 1 }, (_, i) => addDays(change, i - before)).filter((d) => hole === undefined || d !== addDays(change, hole)),
);

function keep(dates: readonly string[]): KeptStreak {
  return dates.reduce(advanceKeptStreak, NO_STREAK);
}

const todayAfter = (last: string | undefined) => fc.integer({ min: 0, max: 5 }).map((n) => addDays(last ?? START, n));

describe('the kept streak (written win by win) equals the one recomputed from the history', () => {
  test.each([
    ['random histories with gaps', history],
    ['histories across the DST changes', aroundDst],
  ])('%s', (_label, histories) => {
    fc.assert(
      fc.property(
        histories.chain((dates) => fc.tuple(fc.constant(dates), todayAfter(dates[dates.length - 1]))),
        ([dates, today]) => {
          const kept = keep(dates);
          expect(effectiveCurrentStreak(kept, today)).toBe(currentStreak(dates, today));
          expect(kept.best).toBe(bestStreak(dates));
          expect(kept.best).toBeGreaterThanOrEqual(kept.current);
        },
      ),
      { numRuns: 500 },
    );
  });

  test('a repeated or out-of-order win changes nothing', () => {
    fc.assert(
      fc.property(history.filter((d) => d.length > 0), fc.nat(), (dates, pick) => {
        const kept = keep(dates);
        expect(advanceKeptStreak(kept, dates[pick % dates.length])).toEqual(kept);
      }),
    );
  });
});

describe('a win that lands late (a receipt proved its day) is counted from the history', () => {
  test('whatever day of the history lands last, the kept streak is the one written in day order', () => {
    fc.assert(
      fc.property(history.filter((d) => d.length > 0), fc.nat(), (dates, pick) => {
        const late = dates[pick % dates.length];
        const before = keep(dates.filter((day) => day !== late));
        expect(keptStreakFromHistory(dates, before.best)).toEqual(keep(dates));
      }),
      { numRuns: 500 },
    );
  });

  test('a best streak an admin set higher is kept', () => {
    expect(keptStreakFromHistory(['2026-03-06', '2026-03-07'], 9)).toEqual({ current: 2, best: 9, lastWinDate: '2026-03-07' });
  });
});

describe('examples', () => {
  test('consecutive days across the spring DST change count as one run', () => {
    const kept = keep(['2026-03-07', SPRING_FORWARD, '2026-03-09']);
    expect(kept).toEqual({ current: 3, best: 3, lastWinDate: '2026-03-09' });
    expect(daysBetween('2026-03-07', '2026-03-09')).toBe(2);
  });

  test('a missed day restarts the run at 1 and keeps the best', () => {
    expect(keep(['2026-10-30', '2026-10-31', FALL_BACK, '2026-11-03'])).toEqual({ current: 1, best: 3, lastWinDate: '2026-11-03' });
  });

  test('the current streak is alive today and yesterday, and 0 after a missed day', () => {
    const kept = keep(['2026-03-07', '2026-03-08']);
    expect(effectiveCurrentStreak(kept, '2026-03-08')).toBe(2);
    expect(effectiveCurrentStreak(kept, '2026-03-09')).toBe(2);
    expect(effectiveCurrentStreak(kept, '2026-03-10')).toBe(0);
    expect(effectiveCurrentStreak(NO_STREAK, '2026-03-10')).toBe(0);
  });
});
