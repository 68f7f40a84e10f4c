/** @jest-environment node */
import {
  averageGuesses,
  bucketOf,
  DISTRIBUTION_BUCKETS,
  distributionFromRows,
  distributionOfWins,
  emptyDistribution,
  guestOwnStats,
  largestBucket,
  winPercent,
} from '@/lib/games/distribution';

describe('bucketing', () => {
  test('1 … 9 count in their own bar, ten or more in "10+"', () => {
    expect([1, 2, 9, 10, 11, 57].map(bucketOf)).toEqual(['1', '2', '9', '10+', '10+', '10+']);
    expect(DISTRIBUTION_BUCKETS).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+']);
  });

  test('wins by guesses, and stored rows (bucket 10 = "10+"); rows out of range are ignored', () => {
    expect(distributionOfWins([3, 3, 12, 10, 1])).toEqual({ ...emptyDistribution(), '1': 1, '3': 2, '10+': 2 });
    expect(distributionFromRows([{ guesses: 10, wins: 4 }, { guesses: 2, wins: 1 }, { guesses: 2, wins: 2 }, { guesses: 11, wins: 9 }, { guesses: 0, wins: 9 }])).toEqual({
      ...emptyDistribution(),
      '2': 3,
      '10+': 4,
    });
  });

  test('the tallest bar is at least 1, so an empty chart divides by nothing', () => {
    expect(largestBucket(emptyDistribution())).toBe(1);
    expect(largestBucket({ ...emptyDistribution(), '4': 7, '10+': 3 })).toBe(7);
  });
});

describe('the average', () => {
  test('is exact (a "10+" win counts its real guesses), rounded to one decimal', () => {
    // 1 + 2 + 14: 17 / 3 = 5.666… → 5.7, not (1 + 2 + 10) / 3 = 4.3.
    expect(averageGuesses(3, 17)).toBe(5.7);
    expect(averageGuesses(4, 10)).toBe(2.5);
    expect(averageGuesses(3, 10)).toBe(3.3);
  });

  test('is null when nobody won', () => {
    expect(averageGuesses(0, 0)).toBeNull();
  });
});

describe('Win %', () => {
  test('wins / played rounded to a whole percent, halves up', () => {
    expect(winPercent(2, 3)).toBe(67);
    expect(winPercent(1, 3)).toBe(33);
    expect(winPercent(1, 8)).toBe(13); // 12.5
    expect(winPercent(5, 5)).toBe(100);
  });

  test('0 before anything was played, and never above 100', () => {
    expect(winPercent(0, 0)).toBe(0);
    expect(winPercent(3, 2)).toBe(100);
  });
});

describe("a guest's own numbers from browser storage", () => {
  test('with counts: rounds with a guess are played, won ones fill the distribution', () => {
    const history = {
      '2026-11-20': { guesses: 4, won: true },
      '2026-11-21': { guesses: 6, won: false },
      '2026-11-22': { guesses: 11, won: true },
      '2026-11-23': { guesses: 0, won: false }, // opened, never guessed: not played
    };
    expect(guestOwnStats(history, ['2026-11-20', '2026-11-22'])).toEqual({
      played: 3,
      wins: 2,
      winPercent: 67,
      distribution: { ...emptyDistribution(), '4': 1, '10+': 1 },
      winsWithoutCount: 0,
    });
  });

  test('without counts (wins from before they were kept): played and won, outside the distribution', () => {
    expect(guestOwnStats({}, ['2026-10-01', '2026-10-02', '2026-10-02'])).toEqual({
      played: 2,
      wins: 2,
      winPercent: 100,
      distribution: emptyDistribution(),
      winsWithoutCount: 2,
    });
  });

  test('both: an old win without a count and a new one with it', () => {
    const stats = guestOwnStats({ '2026-11-26': { guesses: 2, won: true } }, ['2026-11-25', '2026-11-26']);
    expect(stats).toMatchObject({ played: 2, wins: 2, winsWithoutCount: 1, distribution: { ...emptyDistribution(), '2': 1 } });
  });
});
