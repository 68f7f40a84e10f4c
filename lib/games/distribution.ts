/**
 * The guess distribution (issue 29): wins by number of guesses, 1 … 9 and "10+" for ten or more, and the
 * numbers read beside it (Played, Win %, the average). Pure, shared by the server (everyone's numbers, a
 * signed-in player's own) and the browser (a guest's own, from browser storage).
 */

export const DISTRIBUTION_BUCKETS = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'] as const;
export type DistributionBucket = (typeof DISTRIBUTION_BUCKETS)[number];
export type Distribution = Record<DistributionBucket, number>;

/** The stored bucket number (daily_win_counts.guesses): 1 … 9, and 10 for ten guesses or more. */
export const TOP_BUCKET = 10;

export function emptyDistribution(): Distribution {
  return Object.fromEntries(DISTRIBUTION_BUCKETS.map((bucket) => [bucket, 0])) as Distribution;
}

/** The stored bucket number of a win in `guesses` guesses (at least 1). */
export function bucketNumber(guesses: number): number {
  return Math.min(Math.max(1, Math.floor(guesses)), TOP_BUCKET);
}

/** The bucket a win in `guesses` guesses counts in: "1" … "9", or "10+". */
export function bucketOf(guesses: number): DistributionBucket {
  return DISTRIBUTION_BUCKETS[bucketNumber(guesses) - 1];
}

/** A distribution from stored rows (bucket number 1 … 10 and wins); rows outside the range are ignored. */
export function distributionFromRows(rows: readonly { guesses: number; wins: number }[]): Distribution {
  const distribution = emptyDistribution();
  for (const row of rows) {
    if (!Number.isInteger(row.guesses) || row.guesses < 1 || row.guesses > TOP_BUCKET) continue;
    distribution[DISTRIBUTION_BUCKETS[row.guesses - 1]] += row.wins;
  }
  return distribution;
}

/** A distribution of single wins, each by its number of guesses. */
export function distributionOfWins(guessCounts: readonly number[]): Distribution {
  const distribution = emptyDistribution();
  for (const guesses of guessCounts) if (guesses >= 1) distribution[bucketOf(guesses)] += 1;
  return distribution;
}

/**
 * The average number of guesses, rounded to one decimal, from the exact total (the "10+" wins count with
 * their real guesses, not as 10); null when nobody has won.
 */
export function averageGuesses(wins: number, totalGuesses: number): number | null {
  if (wins <= 0) return null;
  return Math.round((totalGuesses / wins) * 10) / 10;
}

/** Win % = wins / played, rounded to a whole percent (half up); 0 before anything was played. */
export function winPercent(wins: number, played: number): number {
  if (played <= 0) return 0;
  return Math.min(100, Math.round((wins / played) * 100));
}

/** The largest bucket's count (at least 1, so that an empty distribution draws empty bars). */
export function largestBucket(distribution: Distribution): number {
  return Math.max(1, ...DISTRIBUTION_BUCKETS.map((bucket) => distribution[bucket]));
}

/** One day of a guest's browser history: how many guesses, and whether the round was won. */
export interface LocalDayResult {
  guesses: number;
  won: boolean;
}

/** A player's own numbers in one game. */
export interface OwnStats {
  played: number;
  wins: number;
  winPercent: number;
  distribution: Distribution;
  /** Wins whose number of guesses is not known (a guest's wins from before the counts were kept). */
  winsWithoutCount: number;
}

/**
 * A guest's own numbers from browser storage: `history` (date → result, kept since issue 29) and the
 * completion dates of the streak (kept before it). A completion date without a history entry is an older
 * win whose guesses were not kept: it counts as played and won, outside the distribution. A history day
 * with no guesses was not played.
 */
export function guestOwnStats(history: Readonly<Record<string, LocalDayResult>>, completionDates: readonly string[]): OwnStats {
  const days = Object.entries(history).filter(([, result]) => result.guesses >= 1);
  const known = new Set(days.map(([date]) => date));
  const winsWithoutCount = new Set(completionDates.filter((date) => !known.has(date))).size;
  const won = days.filter(([, result]) => result.won);
  const played = days.length + winsWithoutCount;
  const wins = won.length + winsWithoutCount;
  return { played, wins, winPercent: winPercent(wins, played), distribution: distributionOfWins(won.map(([, result]) => result.guesses)), winsWithoutCount };
}
