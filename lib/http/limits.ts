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

export interface LimitDefinition {
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
  /**
   * When the shared store cannot answer (lib/http/rate-limit-store.ts): `refuse` answers 503 with
   * Retry-After (calls that store a player's content or cost real work); `share` counts in this
   * process against its share of the limit, so that all processes together stay within it.
   */
  whenStoreDown: 'refuse' | 'share';
}

const MINUTE = 60;
const HOUR = 60 * MINUTE;

export const LIMITS = {
  'sign-in': {
    key: 'ip',
    windows: [{ points: 30, seconds: 5 * MINUTE }, { points: 150, seconds: HOUR }],
    what: 'sign-in attempts',
    calls: 'GET /auth/google, GET /auth/sign-in/{provider}, Auth.js sign-in and callback steps under /api/auth',
    whenStoreDown: 'refuse',
  },
  'dev-sign-in': {
    key: 'ip',
    windows: [{ points: 10, seconds: MINUTE }, { points: 60, seconds: HOUR }],
    what: 'sign-in attempts',
    calls: 'the development sign-in form on /login (AUTH_DEV_LOGIN=true only)',
    whenStoreDown: 'refuse',
  },
  logout: {
    key: 'user',
    windows: [{ points: 20, seconds: MINUTE }, { points: 120, seconds: HOUR }],
    what: 'sign-out requests',
    calls: 'POST /auth/logout',
    whenStoreDown: 'share',
  },
  'logout-all': {
    key: 'user',
    windows: [{ points: 10, seconds: 10 * MINUTE }, { points: 30, seconds: HOUR }],
    what: 'requests to sign out of all devices',
    calls: 'POST /auth/logout-all',
    whenStoreDown: 'share',
  },
  'session-refresh': {
    key: 'user',
    windows: [{ points: 20, seconds: MINUTE }, { points: 200, seconds: HOUR }],
    what: 'session refreshes',
    calls: 'POST /auth/refresh',
    whenStoreDown: 'share',
  },
  'username-check': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 600, seconds: HOUR }],
    what: 'availability checks',
    calls: 'POST /auth/check-username',
    whenStoreDown: 'share',
  },
  'username-set': {
    key: 'user',
    windows: [{ points: 10, seconds: 10 * MINUTE }, { points: 30, seconds: HOUR }],
    what: 'username attempts',
    calls: 'POST /auth/set-username',
    whenStoreDown: 'refuse',
  },
  'daily-guess': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 600, seconds: HOUR }],
    what: 'guesses',
    calls: 'POST /api/daily/{game}/guess',
    whenStoreDown: 'share',
  },
  'daily-hint': {
    key: 'user',
    windows: [{ points: 20, seconds: MINUTE }, { points: 120, seconds: HOUR }],
    what: 'hint requests',
    calls: 'POST /api/daily/{game}/hint',
    whenStoreDown: 'share',
  },
  'daily-state': {
    key: 'user',
    windows: [{ points: 20, seconds: MINUTE }, { points: 120, seconds: HOUR }],
    what: 'saves',
    calls: 'POST /api/daily-game-states/user/{userId}/game/{gameId}/date/{date}',
    whenStoreDown: 'share',
  },
  'endless-start': {
    key: 'user',
    windows: [{ points: 30, seconds: MINUTE }, { points: 300, seconds: HOUR }],
    what: 'new rounds',
    calls: 'POST /api/endless/{game}',
    whenStoreDown: 'share',
  },
  'endless-guess': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 600, seconds: HOUR }],
    what: 'guesses',
    calls: 'POST /api/endless/{game}/guess',
    whenStoreDown: 'share',
  },
  'endless-hint': {
    key: 'user',
    windows: [{ points: 20, seconds: MINUTE }, { points: 120, seconds: HOUR }],
    what: 'hint requests',
    calls: 'POST /api/endless/{game}/hint',
    whenStoreDown: 'share',
  },
  merge: {
    key: 'user',
    windows: [{ points: 10, seconds: MINUTE }, { points: 60, seconds: HOUR }],
    what: 'merge requests',
    calls: 'POST /api/daily-game-states/merge',
    whenStoreDown: 'refuse',
  },
  'game-stats-report': {
    key: 'user',
    windows: [{ points: 30, seconds: MINUTE }, { points: 300, seconds: HOUR }],
    what: 'stats reports',
    calls: 'POST /api/game-stats/user/{userId}/game/{gameId}',
    whenStoreDown: 'share',
  },
  'feedback-report': {
    key: 'user',
    windows: [{ points: 5, seconds: 10 * MINUTE }, { points: 15, seconds: HOUR }],
    what: 'reports',
    calls: 'POST /api/feedback/submit, POST /api/feedback/data-correction',
    whenStoreDown: 'refuse',
  },
  'profile-picture': {
    key: 'user',
    windows: [{ points: 10, seconds: 10 * MINUTE }, { points: 40, seconds: HOUR }],
    what: 'picture changes',
    calls: 'POST /api/profile-picture/upload, DELETE /api/profile-picture',
    whenStoreDown: 'refuse',
  },
  'profile-edit': {
    key: 'user',
    windows: [{ points: 30, seconds: 10 * MINUTE }, { points: 120, seconds: HOUR }],
    what: 'profile changes',
    calls: 'PUT /auth/users/{userId}/bio, PUT /auth/users/{userId}/badge',
    whenStoreDown: 'refuse',
  },
  'account-export': {
    key: 'user',
    windows: [{ points: 5, seconds: 10 * MINUTE }, { points: 20, seconds: HOUR }],
    what: 'data downloads',
    calls: 'POST /auth/users/{userId}/export',
    whenStoreDown: 'refuse',
  },
  'account-delete': {
    key: 'user',
    windows: [{ points: 5, seconds: 10 * MINUTE }, { points: 10, seconds: HOUR }],
    what: 'account deletion attempts',
    calls: 'DELETE /auth/users/{userId}',
    whenStoreDown: 'refuse',
  },
  'achievement-notified': {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 600, seconds: HOUR }],
    what: 'achievement updates',
    calls: 'POST /api/achievements/mark-notified',
    whenStoreDown: 'share',
  },
  'player-activity': {
    key: 'user',
    windows: [{ points: 30, seconds: MINUTE }, { points: 200, seconds: HOUR }],
    what: 'activity reports',
    calls: 'POST /api/user-activities, POST /api/achievements/easter-egg',
    whenStoreDown: 'share',
  },
  'admin-change': {
    key: 'user',
    windows: [{ points: 120, seconds: MINUTE }, { points: 2000, seconds: HOUR }],
    what: 'admin changes',
    calls: 'PUT /api/admin/feedback/{id}, PUT /api/admin/users/{id}, PUT /api/admin/users/{id}/stats, POST …/achievements/grant, DELETE …/achievements/revoke',
    whenStoreDown: 'refuse',
  },
  'admin-action': {
    key: 'user',
    windows: [{ points: 30, seconds: MINUTE }, { points: 300, seconds: HOUR }],
    what: 'admin actions that walk every player (a few seconds a call)',
    calls: 'POST /api/admin/actions/refresh-achievements',
    whenStoreDown: 'refuse',
  },
  'share-image': {
    key: 'ip',
    windows: [{ points: 30, seconds: MINUTE }, { points: 300, seconds: HOUR }],
    what: 'share image requests',
    calls: 'GET /share/{game}/{date}/{grid}/opengraph-image, GET /profile/{username}/opengraph-image',
    whenStoreDown: 'share',
  },
  leaderboard: {
    key: 'user',
    windows: [{ points: 60, seconds: MINUTE }, { points: 1000, seconds: HOUR }],
    what: 'leaderboard requests',
    calls: 'GET /api/leaderboard/real-time, GET /api/leaderboard/real-time/{game}',
    whenStoreDown: 'share',
  },
} as const satisfies Record<string, LimitDefinition>;

export type LimitName = keyof typeof LIMITS;

export const LIMIT_NAMES = Object.keys(LIMITS) as LimitName[];
