import { GET as getCards } from '@/app/api/cards/[game]/route';
import { POST as postMerge } from '@/app/api/daily-game-states/merge/route';
import { GET as getDayStates } from '@/app/api/daily-game-states/user/[userId]/date/[date]/route';
import { GET as getState, POST as postState } from '@/app/api/daily-game-states/user/[userId]/game/[gameId]/date/[date]/route';
import { GET as getSummary } from '@/app/api/daily-game-states/user/[userId]/summary/[date]/route';
import { POST as postDailyGuess } from '@/app/api/daily/[game]/guess/route';
import { POST as postDailyHint } from '@/app/api/daily/[game]/hint/route';
import { GET as getDaily } from '@/app/api/daily/[game]/route';
import { POST as postEndlessGuess } from '@/app/api/endless/[game]/guess/route';
import { POST as postEndlessHint } from '@/app/api/endless/[game]/hint/route';
import { POST as postEndlessStart } from '@/app/api/endless/[game]/route';
import { POST as postDataCorrection } from '@/app/api/feedback/data-correction/route';
import { GET as getGameStats, POST as postGameStats } from '@/app/api/game-stats/user/[userId]/game/[gameId]/route';
import { GET as getStatsList } from '@/app/api/game-stats/user/[userId]/route';
import { GET as getStatsSummary } from '@/app/api/game-stats/user/[userId]/summary/route';
import { GET as getHealth } from '@/app/api/health/route';
import { GET as getGameLeaderboard } from '@/app/api/leaderboard/real-time/[game]/route';
import { GET as getLeaderboard } from '@/app/api/leaderboard/real-time/route';
import { POST as postTestPuzzle } from '@/app/api/test/daily-puzzle/route';
import { GET as getTimeInfo } from '@/app/api/time/info/route';
import { GET as getUnknownCall } from '@/app/api/[...path]/route';
import { POST as postCheckUsername } from '@/app/auth/check-username/route';
import { POST as postLogout } from '@/app/auth/logout/route';
import { GET as getMe } from '@/app/auth/me/route';
import { POST as postRefresh } from '@/app/auth/refresh/route';
import { POST as postSetUsername } from '@/app/auth/set-username/route';
import { startEndlessRound } from '@/lib/services/play/play';
import { getGame } from '@/lib/games/registry';
import { callRoute, type CallResult } from './call-route';

interface CallContext {
  player: string;
  today: string;
}

export interface OutageCall {
  label: string;
  /** Who calls: a guest, or the signed-in player. */
  as: 'guest' | 'player';
  run: (context: CallContext) => Promise<CallResult>;
  /** The status while the database answers (default 200). */
  normally?: number;
  /** The status while the database is away (default 503 with code database_unavailable). */
  duringOutage?: number;
  /** Called before the outage (today's puzzle is read into memory this way). */
  warm?: boolean;
  /** Called after the database is back, to prove recovery. */
  afterwards?: boolean;
  check?: (result: CallResult) => void;
}

const pokemon = getGame('pokemon')!;
const endlessToken = () => startEndlessRound(pokemon, { user: null }).token;

/**
 * One call (or more) for every route handler under app/ except Auth.js's own (app/api/auth/[...nextauth]).
 * Sign-in redirects (/auth/google, /auth/sign-in/{provider}) are left out: with no provider configured
 * they answer without the database in any case.
 */
export const OUTAGE_CALLS: OutageCall[] = [
  // Guest play of today's puzzle goes on from memory.
  { label: 'GET today (guest)', as: 'guest', run: () => callRoute(getDaily, { params: { game: 'pokemon' } }), warm: true, duringOutage: 200, afterwards: true },
  {
    label: 'POST daily guess (guest)',
    as: 'guest',
    run: () => callRoute(postDailyGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: 'Eevee' } }),
    warm: true,
    duringOutage: 200,
    afterwards: true,
    check: ({ json }) => expect(json).toMatchObject({ won: true, answer: { name: 'Eevee' } }),
  },
  {
    label: 'POST daily guess (signed in, judged unsaved)',
    as: 'player',
    run: () => callRoute(postDailyGuess, { method: 'POST', params: { game: 'pokemon' }, body: { guess: 'Pikachu' } }),
    duringOutage: 200,
    check: ({ json }) => expect(json).toMatchObject({ won: false, saved: false }),
  },
  { label: 'POST daily hint (guest, too few guesses)', as: 'guest', run: () => callRoute(postDailyHint, { method: 'POST', params: { game: 'pokemon' }, body: { guesses: [] } }), duringOutage: 409 },
  { label: 'GET cards', as: 'guest', run: () => callRoute(getCards, { params: { game: 'pokemon' } }), duringOutage: 200 },
  { label: 'GET time info', as: 'guest', run: () => callRoute(getTimeInfo), duringOutage: 200 },
  { label: 'GET unknown call', as: 'guest', run: () => callRoute(async (request) => getUnknownCall(request), { path: '/api/nothing' }), duringOutage: 404 },
  { label: 'POST endless start', as: 'guest', run: () => callRoute(postEndlessStart, { method: 'POST', params: { game: 'pokemon' } }), duringOutage: 200 },
  { label: 'POST endless guess (guest)', as: 'guest', run: () => callRoute(postEndlessGuess, { method: 'POST', params: { game: 'pokemon' }, body: { token: endlessToken(), guess: 'Eevee' } }), duringOutage: 200 },
  { label: 'POST endless hint (guest)', as: 'guest', run: () => callRoute(postEndlessHint, { method: 'POST', params: { game: 'pokemon' }, body: { token: endlessToken(), receipts: [] } }), duringOutage: 409 },
  // The session module is replaced here, so this only proves the route needs no database of its own:
  // tests/integration/logout-outage.test.ts shows the real sign-out answering 503 when it cannot end the session.
  { label: 'POST logout (session replaced)', as: 'player', run: () => callRoute(postLogout, { method: 'POST' }), duringOutage: 200 },

  // Everything else needs the database: 503 JSON.
  { label: 'GET health', as: 'guest', run: () => callRoute(getHealth), afterwards: true },
  { label: 'GET today (signed in)', as: 'player', run: () => callRoute(getDaily, { params: { game: 'pokemon' } }), duringOutage: 200 },
  { label: 'GET leaderboard', as: 'guest', run: () => callRoute(getLeaderboard), afterwards: true },
  { label: 'GET game leaderboard', as: 'guest', run: () => callRoute(getGameLeaderboard, { params: { game: 'pokemon' } }) },
  {
    label: 'POST data correction',
    as: 'guest',
    run: () => callRoute(postDataCorrection, { method: 'POST', body: { game: 'pokemon', item: 'Eevee', categories: ['type1'], notes: 'outage' } }),
  },
  { label: 'POST test puzzle hook', as: 'guest', run: () => callRoute(postTestPuzzle, { method: 'POST', body: { game: 'bible-books', item: 'Ruth' } }) },
  { label: 'GET me', as: 'player', run: () => callRoute(getMe), afterwards: true },
  { label: 'POST refresh', as: 'player', run: () => callRoute(postRefresh, { method: 'POST' }) },
  { label: 'POST check username', as: 'player', run: () => callRoute(postCheckUsername, { method: 'POST', body: { username: 'SomeoneNew' } }) },
  { label: 'POST set username', as: 'player', run: () => callRoute(postSetUsername, { method: 'POST', body: { username: 'SomeoneNew' } }) },
  { label: 'POST merge', as: 'player', run: ({ today }) => callRoute(postMerge, { method: 'POST', body: { date: today, games: { pokemon: { guesses: ['Pikachu'] } } } }) },
  { label: 'GET day states', as: 'player', run: ({ player, today }) => callRoute(getDayStates, { params: { userId: player, date: today } }), afterwards: true },
  { label: 'GET state', as: 'player', run: ({ player, today }) => callRoute(getState, { params: { userId: player, gameId: 'pokemon', date: today } }) },
  { label: 'POST state', as: 'player', run: ({ player, today }) => callRoute(postState, { method: 'POST', params: { userId: player, gameId: 'pokemon', date: today }, body: {} }) },
  { label: 'GET summary', as: 'player', run: ({ player, today }) => callRoute(getSummary, { params: { userId: player, date: today } }) },
  { label: 'GET stats list', as: 'player', run: ({ player }) => callRoute(getStatsList, { params: { userId: player } }) },
  { label: 'GET stats summary', as: 'player', run: ({ player }) => callRoute(getStatsSummary, { params: { userId: player } }), afterwards: true },
  { label: 'GET game stats', as: 'player', run: ({ player }) => callRoute(getGameStats, { params: { userId: player, gameId: 'pokemon' } }) },
  { label: 'POST game stats', as: 'player', run: ({ player }) => callRoute(postGameStats, { method: 'POST', params: { userId: player, gameId: 'pokemon' }, body: { is_daily: false } }) },
];
