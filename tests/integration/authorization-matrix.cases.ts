/**
 * The authorization matrix: for every route handler file under app/ and every method it exports, the
 * status each kind of caller gets. authorization-matrix.test.ts checks every cell against the real
 * handlers and database, and fails when a route file (or one of its methods) is missing here.
 *
 * Adding a route: add its file with one entry per exported method. `expect` gives the status for
 * each role; `otherUser` (a signed-in player calling a path that names someone else's {userId}) is
 * required for, and only checked on, paths with a {userId}. `request` builds a request that succeeds
 * for a caller who is allowed (it may first make other calls as the same caller: start a round,
 * make guesses). Path values not given come from DEFAULT_PARAMS.
 */
import { signRevocationToken } from '@/lib/auth/revocation-token';
import { makeJpeg, pictureForm } from '@/tests/helpers/image-corpus';
import type { HttpMethod, RouteParams } from '@/tests/helpers/route-files';
import type { RouteAnswer, RouteRequest } from '@/tests/helpers/route-request';

export const MATRIX_ROLES = ['anonymous', 'user', 'otherUser', 'moderator', 'admin', 'owner'] as const;
export type MatrixRole = (typeof MATRIX_ROLES)[number];
export type SignedInRole = Exclude<MatrixRole, 'anonymous'>;
export type Expected = Omit<Record<MatrixRole, number>, 'otherUser'> & { otherUser?: number };

export interface MatrixContext {
  role: MatrixRole;
  /** The signed-in callers' user ids (fresh for each route and method). Paths with {userId} name `user`. */
  ids: Record<SignedInRole, string>;
  today: string;
  /** Calls any route file as the same caller. */
  call: (file: string, request: RouteRequest) => Promise<RouteAnswer>;
}

export interface MethodCase {
  expect: Expected;
  request?: (context: MatrixContext) => Partial<RouteRequest> | Promise<Partial<RouteRequest>>;
  /** The signed-in callers have not chosen a username yet. */
  withoutUsernames?: boolean;
  /**
   * The answer is the same for everyone and shared caches may keep it (the route's `sharedCache`): its success
   * says `public`. Every other answer of every route says `private, no-store` (lib/http/cache-policy.ts).
   */
  sharedCache?: true;
}

export type RouteCases = Partial<Record<HttpMethod, MethodCase>>;

/** Today's pokemon puzzle in the matrix's database. */
export const POKEMON_ANSWER = 'Eevee';
/** A stored profile picture in the matrix's database (authorization-matrix.test.ts stores it). */
export const MATRIX_PICTURE = `${'ab'.repeat(16)}.jpg`;
const FIVE_WRONG_GUESSES = ['Pikachu', 'Mew', 'Onix', 'Ditto', 'Snorlax'];

export function defaultParams(context: MatrixContext): RouteParams {
  return {
    game: 'pokemon',
    gameId: 'pokemon',
    userId: context.ids.user,
    date: context.today,
    provider: 'google',
    path: ['no', 'such', 'call'],
    id: context.ids.user,
    filename: MATRIX_PICTURE,
    nextauth: ['session'],
  };
}

const everyone = (status: number): Expected => ({ anonymous: status, user: status, moderator: status, admin: status, owner: status });
const PUBLIC = everyone(200);
const SIGNED_IN = { ...everyone(200), anonymous: 401 };
/** A player's own rows; admins and owners may read anyone's. */
const OWN_OR_STAFF_READS: Expected = { anonymous: 401, user: 200, otherUser: 403, moderator: 403, admin: 200, owner: 200 };
/** A player's own rows only, staff included. */
const OWN_WRITES: Expected = { anonymous: 401, user: 200, otherUser: 403, moderator: 403, admin: 403, owner: 403 };
/** The admin calls: admins and owners only (moderators get none, accounts-side §6). */
const ADMIN_ONLY: Expected = { anonymous: 401, user: 403, moderator: 403, admin: 200, owner: 200 };
/** Calls that exist only in the end-to-end server (E2E_TEST_HOOKS=true) answer 404 like unknown calls. */
const TEST_HOOK = everyone(404);

const UNKNOWN_CALL: RouteCases = {
  GET: { expect: everyone(404) },
  POST: { expect: everyone(404), request: () => ({ body: {} }) },
  PUT: { expect: everyone(404), request: () => ({ body: {} }) },
  PATCH: { expect: everyone(404), request: () => ({ body: {} }) },
  DELETE: { expect: everyone(404) },
};

const DAILY_GUESS = 'app/api/daily/[game]/guess/route.ts';
const ENDLESS_START = 'app/api/endless/[game]/route.ts';
const ENDLESS_GUESS = 'app/api/endless/[game]/guess/route.ts';

/** The signed receipts of judged guesses, where the guess calls give them. */
const receiptsOf = (answers: RouteAnswer[]) => answers.map((answer) => answer.json?.receipt).filter((receipt) => typeof receipt === 'string');

async function guessFiveTimes(context: MatrixContext, file: string, body: Record<string, unknown>): Promise<RouteAnswer[]> {
  const answers: RouteAnswer[] = [];
  for (const guess of FIVE_WRONG_GUESSES) answers.push(await context.call(file, { method: 'POST', params: { game: 'pokemon' }, body: { ...body, guess } }));
  return answers;
}

async function startEndlessRound(context: MatrixContext): Promise<string> {
  const { json } = await context.call(ENDLESS_START, { method: 'POST', params: { game: 'pokemon' } });
  return String(json?.token);
}

let usernames = 0;

export const ROUTE_CASES: Record<string, RouteCases> = {
  'app/api/[...path]/route.ts': UNKNOWN_CALL,
  'app/api/auth/[...nextauth]/route.ts': {
    GET: { expect: PUBLIC },
    // Auth.js refuses a sign-out without its CSRF token (a redirect to its error page).
    POST: { expect: everyone(302), request: () => ({ params: { nextauth: ['signout'] }, body: '', headers: { 'content-type': 'application/x-www-form-urlencoded' } }) },
  },
  'app/api/cards/[game]/route.ts': { GET: { expect: PUBLIC, sharedCache: true } },
  'app/api/daily-game-states/merge/route.ts': {
    POST: { expect: SIGNED_IN, request: ({ today }) => ({ body: { date: today, games: { pokemon: { guesses: ['Pikachu'] } } } }) },
  },
  'app/api/daily-game-states/user/[userId]/date/[date]/route.ts': { GET: { expect: OWN_OR_STAFF_READS } },
  'app/api/daily-game-states/user/[userId]/game/[gameId]/date/[date]/route.ts': {
    GET: { expect: OWN_OR_STAFF_READS },
    POST: { expect: OWN_WRITES, request: () => ({ body: {} }) },
  },
  'app/api/daily-game-states/user/[userId]/summary/[date]/route.ts': { GET: { expect: OWN_OR_STAFF_READS } },
  'app/api/daily/[game]/guess/route.ts': { POST: { expect: PUBLIC, request: () => ({ body: { guess: 'Pikachu' } }) } },
  'app/api/daily/[game]/hint/route.ts': {
    POST: {
      expect: PUBLIC,
      request: async (context) => ({ body: { guesses: FIVE_WRONG_GUESSES, receipts: receiptsOf(await guessFiveTimes(context, DAILY_GUESS, {})) } }),
    },
  },
  'app/api/daily/[game]/route.ts': { GET: { expect: PUBLIC } },
  'app/api/endless/[game]/guess/route.ts': {
    POST: { expect: PUBLIC, request: async (context) => ({ body: { token: await startEndlessRound(context), guess: 'Pikachu' } }) },
  },
  'app/api/endless/[game]/hint/route.ts': {
    POST: {
      expect: PUBLIC,
      request: async (context) => {
        const token = await startEndlessRound(context);
        const receipts = receiptsOf(await guessFiveTimes(context, ENDLESS_GUESS, { token }));
        return { body: { token, guesses: FIVE_WRONG_GUESSES, receipts } };
      },
    },
  },
  'app/api/endless/[game]/route.ts': { POST: { expect: PUBLIC } },
  'app/api/feedback/data-correction/route.ts': {
    POST: { expect: PUBLIC, request: () => ({ body: { game: 'pokemon', item: 'Pikachu', categories: ['hint'], notes: 'Matrix check.' } }) },
  },
  'app/api/feedback/submit/route.ts': {
    POST: { expect: PUBLIC, request: () => ({ body: { type: 'bug', subject: 'Bug: leaderboard', message: 'Matrix check.', email: null, pageSection: 'Leaderboard' } }) },
  },
  'app/api/game-stats/user/[userId]/game/[gameId]/route.ts': {
    GET: { expect: OWN_OR_STAFF_READS },
    POST: { expect: OWN_WRITES, request: () => ({ body: { is_daily: true } }) },
  },
  'app/api/game-stats/user/[userId]/route.ts': { GET: { expect: OWN_OR_STAFF_READS } },
  'app/api/game-stats/user/[userId]/summary/route.ts': { GET: { expect: OWN_OR_STAFF_READS } },
  'app/api/health/route.ts': { GET: { expect: PUBLIC } },
  'app/api/health/live/route.ts': { GET: { expect: PUBLIC } },
  // Only Prometheus, with METRICS_TOKEN (unset here): everyone else gets the 404 of an unknown call.
  'app/api/metrics/route.ts': { GET: { expect: TEST_HOOK } },
  'app/api/profile-picture/[filename]/route.ts': { GET: { expect: PUBLIC, sharedCache: true } },
  'app/api/profile-picture/route.ts': { DELETE: { expect: SIGNED_IN } },
  'app/api/profile-picture/upload/route.ts': {
    POST: { expect: SIGNED_IN, request: async () => ({ body: pictureForm(await makeJpeg(64, 64), 'matrix.jpg', 'image/jpeg') }) },
  },
  'app/api/leaderboard/real-time/[game]/route.ts': { GET: { expect: PUBLIC, request: () => ({ query: 'limit=5' }) } },
  'app/api/leaderboard/real-time/route.ts': { GET: { expect: PUBLIC } },
  'app/api/test/db-check/route.ts': { GET: { expect: TEST_HOOK } },
  'app/api/test/daily-puzzle/route.ts': { POST: { expect: TEST_HOOK, request: () => ({ body: { game: 'pokemon', item: 'Mew' } }) } },
  'app/api/test/role/route.ts': { POST: { expect: TEST_HOOK, request: () => ({ body: { role: 'admin' } }) } },
  'app/api/test/faults/route.ts': { POST: { expect: TEST_HOOK, request: () => ({ body: { failRecordings: 0 } }) } },
  'app/api/time/info/route.ts': { GET: { expect: PUBLIC } },
  'app/auth/[...path]/route.ts': UNKNOWN_CALL,
  'app/auth/check-username/route.ts': { POST: { expect: SIGNED_IN, request: () => ({ body: { username: 'MatrixFreeName' } }) } },
  // With no external provider configured it sends the browser back to explain (303).
  'app/auth/google/route.ts': { GET: { expect: everyone(303) } },
  // Signing out needs no session; nor does resending a sign-out's revocation token, which ends only what it names.
  'app/auth/logout/route.ts': { POST: { expect: PUBLIC, request: () => ({ body: { revocationToken: signRevocationToken({ sid: 'matrix-no-such-session' }) } }) } },
  // While the database is away a valid session cookie is enough (tests/integration/logout-outage.test.ts).
  'app/auth/logout-all/route.ts': { POST: { expect: SIGNED_IN, request: () => ({ body: {} }) } },
  'app/auth/me/route.ts': { GET: { expect: SIGNED_IN } },
  'app/auth/public-profile/[id]/route.ts': { GET: { expect: PUBLIC } },
  'app/auth/refresh/route.ts': { POST: { expect: SIGNED_IN } },
  'app/auth/set-username/route.ts': {
    POST: { expect: SIGNED_IN, withoutUsernames: true, request: () => ({ body: { username: `Matrix${++usernames}x${Date.now() % 100000}` } }) },
  },
  'app/auth/users/[userId]/badge/route.ts': { PUT: { expect: OWN_WRITES, request: () => ({ body: { badge_achievement_id: null } }) } },
  'app/auth/users/[userId]/bio/route.ts': { PUT: { expect: OWN_WRITES, request: () => ({ body: { bio: 'Matrix bio.' } }) } },
  'app/auth/users/[userId]/export/route.ts': { POST: { expect: OWN_WRITES, request: () => ({ body: {} }) } },
  // Confirmed with the caller's own username (GET /auth/me as the same caller).
  'app/auth/users/[userId]/route.ts': {
    DELETE: {
      expect: OWN_WRITES,
      request: async (context) => {
        const me = (await context.call('app/auth/me/route.ts', { method: 'GET' })).json as { user?: { username?: string } } | undefined;
        return { body: { confirm: me?.user?.username ?? '' } };
      },
    },
  },
  'app/auth/users/profile/[userId]/route.ts': { GET: { expect: OWN_OR_STAFF_READS } },
  // No provider is configured in the tests: every provider name is unknown.
  'app/auth/sign-in/[provider]/route.ts': { GET: { expect: everyone(404) } },
  // Achievements (issue 14).
  'app/api/achievements/route.ts': { GET: { expect: PUBLIC } },
  'app/api/achievements/user/[userId]/route.ts': { GET: { expect: OWN_OR_STAFF_READS } },
  'app/api/achievements/public/user/[userId]/route.ts': { GET: { expect: { ...PUBLIC, otherUser: 200 } } },
  'app/api/achievements/public/user/[userId]/all/route.ts': { GET: { expect: { ...PUBLIC, otherUser: 200 } } },
  'app/api/achievements/mark-notified/route.ts': { POST: { expect: SIGNED_IN, request: () => ({ body: { achievementIds: [1] } }) } },
  'app/api/achievements/easter-egg/route.ts': { POST: { expect: SIGNED_IN, request: () => ({ body: { easterEgg: 'capybara' } }) } },
  'app/api/user-activities/route.ts': { POST: { expect: SIGNED_IN, request: () => ({ body: { activity_type: 'how_to_play_viewed', game_id: 'pokemon' } }) } },
  // The admin Feedback tab (issue 15).
  'app/api/admin/feedback/route.ts': { GET: { expect: ADMIN_ONLY, request: () => ({ query: 'page=1&limit=10&status=new&search=matrix' }) } },
  'app/api/admin/feedback/stats/summary/route.ts': { GET: { expect: ADMIN_ONLY } },
  'app/api/admin/feedback/[id]/route.ts': {
    PUT: {
      expect: ADMIN_ONLY,
      // A report of the caller's own to change (sent as the same caller: anyone may send one).
      request: async ({ call }) => {
        const sent = await call('app/api/feedback/data-correction/route.ts', { method: 'POST', body: { game: 'pokemon', item: 'Mew', categories: ['hint'] } });
        return { params: { id: String(sent.json?.id) }, body: { status: 'in-progress', admin_notes: 'Matrix check.' } };
      },
    },
  },
  // The admin User Management and Actions tabs (issue 16): {id} is the matrix's player.
  'app/api/admin/dashboard/route.ts': { GET: { expect: ADMIN_ONLY } },
  'app/api/admin/users/route.ts': { GET: { expect: ADMIN_ONLY, request: () => ({ query: 'search=m&page=1&limit=20&sortBy=max_best_streak&sortOrder=asc' }) } },
  'app/api/admin/users/[id]/route.ts': { PUT: { expect: ADMIN_ONLY, request: () => ({ body: { role: 'moderator' } }) } },
  'app/api/admin/users/[id]/stats/route.ts': {
    GET: { expect: ADMIN_ONLY },
    PUT: { expect: ADMIN_ONLY, request: () => ({ body: { gameStats: [{ game: 'pokemon', total_games_played: 4, total_daily_games_played: 3, best_daily_streak: 2 }] } }) },
  },
  'app/api/admin/users/[id]/achievements/route.ts': { GET: { expect: ADMIN_ONLY } },
  'app/api/admin/users/[id]/achievements/grant/route.ts': { POST: { expect: ADMIN_ONLY, request: async () => ({ body: { achievementId: 1 } }) } },
  'app/api/admin/users/[id]/achievements/revoke/route.ts': { DELETE: { expect: ADMIN_ONLY, request: async () => ({ body: { achievementId: 1 } }) } },
  'app/api/admin/actions/refresh-achievements/route.ts': { POST: { expect: ADMIN_ONLY } },
  // The archive of past puzzles (issue 29): a fixed past day, whose item the tests' fixed secret decides (none of the five guesses).
  'app/api/archive/[game]/route.ts': { GET: { expect: PUBLIC, request: () => ({ query: 'page=2' }) } },
  'app/api/archive/[game]/[date]/route.ts': { GET: { expect: PUBLIC, request: () => ({ params: { date: ARCHIVE_DAY } }) } },
  'app/api/archive/[game]/[date]/guess/route.ts': { POST: { expect: PUBLIC, request: () => ({ params: { date: ARCHIVE_DAY }, body: { guess: 'Pikachu' } }) } },
  'app/api/archive/[game]/[date]/hint/route.ts': {
    POST: { expect: PUBLIC, request: async (context) => ({ params: { date: ARCHIVE_DAY }, body: { receipts: receiptsOf(await guessArchiveFiveTimes(context)) } }) },
  },
  // Everyone's numbers for today (issue 29): open after the caller's own win (a guest sends the winning guess's receipt).
  'app/api/daily/[game]/stats/route.ts': {
    GET: {
      expect: PUBLIC,
      request: async (context) => {
        const won = await context.call(DAILY_GUESS, { method: 'POST', params: { game: 'pokemon' }, body: { guess: POKEMON_ANSWER } });
        const receipt = won.json?.receipt;
        return typeof receipt === 'string' ? { query: `receipt=${encodeURIComponent(receipt)}` } : {};
      },
    },
  },
  // Issue 29: the signed-in player's place on a board.
  'app/api/leaderboard/rank/route.ts': { GET: { expect: SIGNED_IN, request: () => ({ query: 'game=pokemon' }) } },
  'app/api/test/ranked-players/route.ts': {
    POST: { expect: TEST_HOOK, request: () => ({ body: { game: 'pokemon', count: 1, streak: 2 } }) },
    DELETE: { expect: TEST_HOOK, request: () => ({ body: { usernames: ['Rknobody0'] } }) },
  },
  // Issue 30: the provably fair daily answers, public.
  'app/api/fairness/[game]/route.ts': { GET: { expect: PUBLIC, sharedCache: true, request: () => ({ query: 'page=1' }) } },
  // Issue 30: the player's own appearance only, staff included.
  'app/auth/users/[userId]/appearance/route.ts': {
    GET: { expect: OWN_WRITES },
    PUT: { expect: OWN_WRITES, request: () => ({ body: { theme: 'dark', highContrast: true } }) },
  },
};

const ARCHIVE_DAY = '2025-09-01';

async function guessArchiveFiveTimes(context: MatrixContext): Promise<RouteAnswer[]> {
  const answers: RouteAnswer[] = [];
  for (const guess of FIVE_WRONG_GUESSES) {
    answers.push(await context.call('app/api/archive/[game]/[date]/guess/route.ts', { method: 'POST', params: { game: 'pokemon', date: ARCHIVE_DAY }, body: { guess } }));
  }
  return answers;
}
