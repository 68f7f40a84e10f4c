import type { LeaderboardResponse, LeaderboardUser } from '@/lib/progress/types';

export const CALCULATED_AT = '2026-11-21T18:05:00.000Z';

export function player(rank: number, overrides: Partial<LeaderboardUser> = {}): LeaderboardUser {
  return {
    id: `user-${rank}`,
    username: `player${rank}`,
    current_streak: 20 - rank,
    best_streak: 30 - rank,
    total_daily_games_played: 40 - rank,
    total_games_played: 50 - rank,
    ...overrides,
  };
}

export function ranking(count: number, calculatedAt = CALCULATED_AT): LeaderboardResponse {
  return { users: Array.from({ length: count }, (_, index) => player(index + 1)), calculatedAt };
}

/** A promise with its resolve and reject exposed, to hold a request open. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
