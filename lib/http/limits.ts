/**
 * Every rate limit of the site, in one table (docs/RATE-LIMITS.md lists the same; a unit test
 * keeps them equal). The values are ones a person playing never meets and a script soon does.
 * RATE_LIMIT_SCALE multiplies every `points` (lib/http/rate-limit.ts).
 */

export interface LimitWindow {
  /** Requests allowed per window. */
  points: number;
  seconds: number;
}

interface LimitCommon {
  /**
   * Who is counted: `ip` always the client address (lib/http/client-address.ts); `user` the
   * signed-in user, or the client address for a guest.
   */
  key: 'ip' | 'user';
  /** A short burst window first, then a longer one: every window must have room for the request. */
  windows: readonly LimitWindow[];
  /** What is counted, as in "Too many {what}." */
  what: string;
  /** The calls that count toward it. */
  calls: string;
}

/**
 * Where a limit counts. `shared`: in the store every process shares (PostgreSQL with DATABASE_URL,
 * lib/http/rate-limit-store.ts), for calls that change something. `process`: in this process's memory,
 * for GETs that change nothing: such a limit protects the process that serves the call, so it costs no
 * database query (N processes let N times the limit through, each within its own).
 */
export type LimitCounting =
  | {
      counted: 'shared';
      /**
       * When the shared store cannot answer: `refuse` answers 503 with Retry-After (calls that store a
       * player's content or cost real work); `share` counts in this process against its share of the
       * limit, so that all processes together stay within it.
       */
      whenStoreDown: 'refuse' | 'share';
    }
  | { counted: 'process' };

export type LimitDefinition = LimitCommon & LimitCounting;

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  'sign-in': {
    key: 'ip',
    windows: [{ points: 30, seconds: 5 * MINUTE }, { points: 150, seconds: HOUR }],
    what: 'sign-in attempts',
    calls: 'GET /auth/google, GET /auth/sign-in/{provider}, Auth.js sign-in and callback steps under /api/auth',
    counted: 'shared',
    whenStoreDown: 'refuse',
  },
  'dev-sign-in': {
    key: 'ip',
    windows: [{ points: 10, seconds: MINUTE }, { points: 60, seconds: HOUR }],
    what: 'sign-in attempts',
    calls: 'the development sign-in form on /login (AUTH_DEV_LOGIN=true only)',
    counted: 'shared',
    whenStoreDown: 'refuse',
  },
  logout: {
    key: 'user',
    windows: [{ points: 20, seconds: MINUTE }, { points: 120, seconds: HOUR }],
    what: 'sign-out requests',
    calls: 'POST /auth/logout',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'logout-all': {
    key: 'user',
    windows: [{ points: 10, seconds: 10 * MINUTE }, { points: 30, seconds: HOUR }],
    what: 'requests to sign out of all devices',
    calls: 'POST /auth/logout-all',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'session-refresh': {
    key: 'user',
    windows: [{ points: 20, seconds: MINUTE }, { points: 200, seconds: HOUR }],
    what: 'session refreshes',
    calls: 'POST /auth/refresh',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'username-check': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 600, seconds: HOUR }],
    what: 'availability checks',
    calls: 'POST /auth/check-username',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'username-set': {
    key: 'user',
    windows: [{ points: 10, seconds: 10 * MINUTE }, { points: 30, seconds: HOUR }],
    what: 'username attempts',
    calls: 'POST /auth/set-username',
    counted: 'shared',
    whenStoreDown: 'refuse',
  },
  'daily-guess': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 600, seconds: HOUR }],
    what: 'guesses',
    calls: 'POST /api/daily/{game}/guess',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'daily-hint': {
    key: 'user',
    windows: [{ points: 20, seconds: MINUTE }, { points: 120, seconds: HOUR }],
    what: 'hint requests',
    calls: 'POST /api/daily/{game}/hint',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'daily-state': {
    key: 'user',
    windows: [{ points: 20, seconds: MINUTE }, { points: 120, seconds: HOUR }],
    what: 'saves',
    calls: 'POST /api/daily-game-states/user/{userId}/game/{gameId}/date/{date}',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'endless-start': {
    key: 'user',
    windows: [{ points: 30, seconds: MINUTE }, { points: 300, seconds: HOUR }],
    what: 'new rounds',
    calls: 'POST /api/endless/{game}',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'endless-guess': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 600, seconds: HOUR }],
    what: 'guesses',
    calls: 'POST /api/endless/{game}/guess',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'endless-hint': {
    key: 'user',
    windows: [{ points: 20, seconds: MINUTE }, { points: 120, seconds: HOUR }],
    what: 'hint requests',
    calls: 'POST /api/endless/{game}/hint',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  merge: {
    key: 'user',
    windows: [{ points: 10, seconds: MINUTE }, { points: 60, seconds: HOUR }],
    what: 'merge requests',
    calls: 'POST /api/daily-game-states/merge',
    counted: 'shared',
    whenStoreDown: 'refuse',
  },
  'game-stats-report': {
    key: 'user',
    windows: [{ points: 30, seconds: MINUTE }, { points: 300, seconds: HOUR }],
    what: 'stats reports',
    calls: 'POST /api/game-stats/user/{userId}/game/{gameId}',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'feedback-report': {
    key: 'user',
    windows: [{ points: 5, seconds: 10 * MINUTE }, { points: 15, seconds: HOUR }],
    what: 'reports',
    calls: 'POST /api/feedback/submit, POST /api/feedback/data-correction',
    counted: 'shared',
    whenStoreDown: 'refuse',
  },
  'profile-picture': {
    key: 'user',
    windows: [{ points: 10, seconds: 10 * MINUTE }, { points: 40, seconds: HOUR }],
    what: 'picture changes',
    calls: 'POST /api/profile-picture/upload, DELETE /api/profile-picture',
    counted: 'shared',
    whenStoreDown: 'refuse',
  },
  'profile-edit': {
    key: 'user',
    windows: [{ points: 30, seconds: 10 * MINUTE }, { points: 120, seconds: HOUR }],
    what: 'profile changes',
    calls: 'PUT /auth/users/{userId}/bio, PUT /auth/users/{userId}/badge',
    counted: 'shared',
    whenStoreDown: 'refuse',
  },
  'account-export': {
    key: 'user',
    windows: [{ points: 5, seconds: 10 * MINUTE }, { points: 20, seconds: HOUR }],
    what: 'data downloads',
    calls: 'POST /auth/users/{userId}/export',
    counted: 'shared',
    whenStoreDown: 'refuse',
  },
  'account-delete': {
    key: 'user',
    windows: [{ points: 5, seconds: 10 * MINUTE }, { points: 10, seconds: HOUR }],
    what: 'account deletion attempts',
    calls: 'DELETE /auth/users/{userId}',
    counted: 'shared',
    whenStoreDown: 'refuse',
  },
  'achievement-notified': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 600, seconds: HOUR }],
    what: 'achievement updates',
    calls: 'POST /api/achievements/mark-notified',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'player-activity': {
    key: 'user',
    windows: [{ points: 30, seconds: MINUTE }, { points: 200, seconds: HOUR }],
    what: 'activity reports',
    calls: 'POST /api/user-activities, POST /api/achievements/easter-egg',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'admin-change': {
    key: 'user',
    windows: [{ points: 120, seconds: MINUTE }, { points: 2000, seconds: HOUR }],
    what: 'admin changes',
    calls: 'PUT /api/admin/feedback/{id}, PUT /api/admin/users/{id}, PUT /api/admin/users/{id}/stats, POST …/achievements/grant, DELETE …/achievements/revoke',
    counted: 'shared',
    whenStoreDown: 'refuse',
  },
  'admin-action': {
    key: 'user',
    windows: [{ points: 30, seconds: MINUTE }, { points: 300, seconds: HOUR }],
    what: 'admin actions that walk every player (a few seconds a call)',
    calls: 'POST /api/admin/actions/refresh-achievements',
    counted: 'shared',
    whenStoreDown: 'refuse',
  },
  'share-image': {
    key: 'ip',
    windows: [{ points: 30, seconds: MINUTE }, { points: 300, seconds: HOUR }],
    what: 'share image requests',
    calls: 'GET /share/{game}/{date}/{grid}/opengraph-image, GET /profile/{username}/opengraph-image',
    counted: 'process',
  },
  // Issue 36 item 4: the public profile pages, counted in proxy.ts before they render (lib/http/page-limit.ts).
  'profile-page': {
    key: 'ip',
    windows: [{ points: 60, seconds: MINUTE }, { points: 1000, seconds: HOUR }],
    what: 'profile page requests',
    calls: 'GET /profile/{username}, GET /profile/{username}/achievements',
    counted: 'process',
  },
  leaderboard: {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 1000, seconds: HOUR }],
    what: 'leaderboard requests',
    calls: 'GET /api/leaderboard/real-time, GET /api/leaderboard/real-time/{game}',
    counted: 'process',
  },
  // The archive of past puzzles (issue 29): its own rows, with the daily calls' numbers.
  'archive-guess': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 600, seconds: HOUR }],
    what: 'guesses',
    calls: 'POST /api/archive/{game}/{date}/guess',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'archive-hint': {
    key: 'user',
    windows: [{ points: 20, seconds: MINUTE }, { points: 120, seconds: HOUR }],
    what: 'hint requests',
    calls: 'POST /api/archive/{game}/{date}/hint',
    counted: 'shared',
    whenStoreDown: 'share',
  },
  'archive-read': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 1000, seconds: HOUR }],
    what: 'archive requests',
    calls: 'GET /api/archive/{game}, GET /api/archive/{game}/{date}',
    counted: 'process',
  },
  'daily-stats': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 600, seconds: HOUR }],
    what: "requests for everyone's daily numbers",
    calls: 'GET /api/daily/{game}/stats',
    counted: 'process',
  },
  'leaderboard-rank': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 1000, seconds: HOUR }],
    what: 'rank requests',
    calls: 'GET /api/leaderboard/rank',
    counted: 'process',
  },
  // Issue 30: the provably fair daily answers.
  'fairness-read': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 1000, seconds: HOUR }],
    what: 'fairness requests',
    calls: 'GET /api/fairness/{game}',
    counted: 'process',
  },
  // Issue 30: the player's theme and palette on the account.
  appearance: {
    key: 'user',
    windows: [{ points: 30, seconds: MINUTE }, { points: 300, seconds: HOUR }],
    what: 'appearance changes',
    calls: 'PUT /auth/users/{userId}/appearance',
    counted: 'shared',
    whenStoreDown: 'share',
  },
} as const satisfies Record<string, LimitDefinition>;

export type LimitName = keyof typeof LIMITS;

export const LIMIT_NAMES = Object.keys(LIMITS) as LimitName[];
