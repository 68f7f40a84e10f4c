/**
 * The crash test's signed-in players: accounts and session rows written straight into the database, their
 * session cookies minted as Auth.js mints them, and each player's play, which behaves as the browser's
 * outbox does: every guess has its own key, and a guess whose answer did not come, came as a 5xx or 429, or
 * did not say `saved: true` is sent again with the same key (and the judgement receipt it got) after a short
 * backoff, until a server says `saved: true`. Everything sent and answered goes into the ledger.
 */
import { randomUUID } from 'node:crypto';
import { encode } from 'next-auth/jwt';
import postgres from 'postgres';
import type { GameId } from '../../lib/games/types.ts';
import { itemNames, pick, Solver } from './solver.mts';
import { AUTH_SECRET, sleep, type CallResult, type Site } from './site.mts';

export const GAMES: GameId[] = ['aoe2-units', 'bible-books', 'pokemon', 'slay-the-spire', 'subnautica-creatures'];
const SESSION_COOKIE = 'authjs.session-token';
const SESSION_SECONDS = 30 * 24 * 60 * 60;
/** The server counts an endless win only for a round that lasted 2 s (lib/services/play/endless-rules.ts). */
const ROUND_WAIT_MS = 2_300;

export interface Player {
  id: string;
  username: string;
  /** The session JWT, as Auth.js writes it in the `authjs.session-token` cookie. */
  token: string;
  cookie: string;
}

/** Creates `count` accounts with usernames and a live session each, and their cookies. */
export async function createPlayers(databaseUrl: string, count: number, prefix: string): Promise<Player[]> {
  const sql = postgres(databaseUrl, { max: 1, onnotice: () => {} });
  try {
    const players: Player[] = [];
    for (let i = 1; i <= count; i++) {
      const id = randomUUID();
      const sid = randomUUID();
      const username = `${prefix}${String(i).padStart(2, '0')}`;
      const email = `${username.toLowerCase()}@crash.guessdle.invalid`;
      await sql`insert into users (id, name, email, username) values (${id}, ${username}, ${email}, ${username})`;
      await sql`insert into sessions (session_token, user_id, expires) values (${sid}, ${id}, ${new Date(Date.now() + SESSION_SECONDS * 1000)})`;
      // Auth.js v5 (next-auth 5.0.0-beta.32): an encrypted JWT, salted with the cookie's name; lib/auth/session-token.ts reads sub and sid.
      const token = await encode({ token: { sub: id, sid, username, name: username, email }, secret: AUTH_SECRET, salt: SESSION_COOKIE, maxAge: SESSION_SECONDS });
      players.push({ id, username, token, cookie: `${SESSION_COOKIE}=${token}; guessdle_signed_in=1` });
    }
    return players;
  } finally {
    await sql.end();
  }
}

/** Proves a minted cookie signs in: GET /auth/me answers 200 with the player's username. */
export async function requireSignedIn(site: Site, player: Player): Promise<void> {
  const me = await site.call('/auth/me', { cookie: player.cookie });
  const user = me.body?.user as { username?: string } | undefined;
  if (me.status !== 200 || user?.username !== player.username) {
    throw new Error(`the minted session cookie of ${player.username} does not sign in: GET /auth/me answered ${me.status} ${JSON.stringify(me.body)}`);
  }
}

export interface Send {
  /** Date.now() when it was sent and when its answer (or failure) came. */
  sentAt: number;
  answeredAt: number;
  status: number;
  saved?: boolean | null;
  error?: string;
  cutByKill?: number;
}

/** One guess (one key) and every time it was sent. */
export interface Guess {
  player: Player;
  mode: 'daily' | 'endless';
  game: GameId;
  key: string;
  guess: string;
  date?: string;
  won: boolean;
  sends: Send[];
  /** A server said `saved: true` (or, for an endless guess that records nothing, answered at all). */
  done: boolean;
  /** The first `saved: true` answer of a win (its `counted`, for an endless one). */
  answer?: Record<string, unknown>;
}

export class Ledger {
  readonly guesses: Guess[] = [];
  readonly problems: string[] = [];
  readonly statuses = new Map<string, number>();

  count(result: CallResult): void {
    const label = result.status === 0 ? `network error (${result.error})` : String(result.status);
    this.statuses.set(label, (this.statuses.get(label) ?? 0) + 1);
  }
}

export interface Control {
  /** Players keep starting endless rounds while this is true. */
  keepPlaying: () => boolean;
  /** After this (ms since epoch) a guess not saved yet is a failure. */
  deadline: number;
}

const retryable = (status: number) => status === 0 || status === 401 || status === 408 || status === 429 || status >= 500;

function backoff(attempt: number, retryAfterMs = 0): number {
  const wait = Math.min(250 * 2 ** attempt, 2000) * (0.75 + Math.random() / 2);
  return Math.max(wait, Math.min(retryAfterMs, 5000));
}

/**
 * Sends one guess until it is done: for a signed-in daily guess, or an endless win, until the answer says
 * `saved: true`; for an endless guess that records nothing, until any answer. Each resend carries the same
 * key and the judgement receipt of the first answer that had one.
 */
async function sendGuess(site: Site, ledger: Ledger, control: Control, guess: Guess, pathname: string, body: Record<string, unknown>): Promise<Record<string, unknown> | null> {
  let receipt: string | undefined;
  for (let attempt = 0; ; attempt++) {
    const sentAt = Date.now();
    const result = await site.call(pathname, { cookie: guess.player.cookie, json: { ...body, guess: guess.guess, key: guess.key, ...(receipt ? { receipt } : {}) } });
    ledger.count(result);
    const answer = result.body;
    const saved = answer && 'saved' in answer ? (answer.saved as boolean | null) : undefined;
    guess.sends.push({ sentAt, answeredAt: Date.now(), status: result.status, ...(saved === undefined ? {} : { saved }), ...(result.error ? { error: result.error } : {}), ...(result.cutByKill ? { cutByKill: result.cutByKill } : {}) });
    if (result.status === 200 && answer) {
      if (answer.won === true) guess.won = true;
      receipt ??= typeof answer.judgement === 'string' ? answer.judgement : undefined;
      const mustBeSaved = guess.mode === 'daily' || saved !== undefined;
      if (!mustBeSaved || saved === true) {
        guess.done = true;
        if (guess.won) guess.answer = answer;
        return answer;
      }
    } else if (!retryable(result.status)) {
      ledger.problems.push(`${guess.player.username} ${guess.mode} ${guess.game} "${guess.guess}" key ${guess.key}: answered ${result.status} ${JSON.stringify(answer)}`);
      return null;
    }
    if (Date.now() > control.deadline) {
      ledger.problems.push(`${guess.player.username} ${guess.mode} ${guess.game} "${guess.guess}" key ${guess.key}: still not saved after ${guess.sends.length} sends`);
      return null;
    }
    await sleep(backoff(attempt, result.retryAfterMs));
  }
}

function newGuess(ledger: Ledger, player: Player, mode: Guess['mode'], game: GameId, name: string, date?: string): Guess {
  const guess: Guess = { player, mode, game, key: randomUUID(), guess: name, ...(date ? { date } : {}), won: false, sends: [], done: false };
  ledger.guesses.push(guess);
  return guess;
}

/** Each game's daily puzzle: one or two wrong guesses, then the answer, each after a moment's thought. */
export async function playDailies(site: Site, ledger: Ledger, control: Control, player: Player, answers: Record<GameId, string>, date: string, startDelayMs: number): Promise<void> {
  await sleep(startDelayMs);
  for (const game of [...GAMES].sort(() => Math.random() - 0.5)) {
    const wrong = itemNames(game).filter((name) => name !== answers[game]).sort(() => Math.random() - 0.5).slice(0, 1 + Math.floor(Math.random() * 2));
    for (const name of [...wrong, answers[game]]) {
      await sleep(300 + Math.random() * 1700);
      const answer = await sendGuess(site, ledger, control, newGuess(ledger, player, 'daily', game, name, date), `/api/daily/${game}/guess`, { date });
      if (!answer) return;
    }
  }
}

async function startRound(site: Site, ledger: Ledger, control: Control, player: Player, game: GameId): Promise<string | null> {
  for (let attempt = 0; Date.now() < control.deadline; attempt++) {
    const result = await site.call(`/api/endless/${game}`, { cookie: player.cookie, json: {} });
    ledger.count(result);
    if (result.status === 200 && typeof result.body?.token === 'string') return result.body.token;
    if (!retryable(result.status)) {
      ledger.problems.push(`${player.username} endless ${game}: starting a round answered ${result.status} ${JSON.stringify(result.body)}`);
      return null;
    }
    await sleep(backoff(attempt, result.retryAfterMs));
  }
  return null;
}

/** Endless rounds, one after another, until told to stop (at least `minRounds`): wait past 2 s, then solve. */
export async function playEndless(site: Site, ledger: Ledger, control: Control, player: Player, minRounds: number): Promise<number> {
  let rounds = 0;
  while (rounds < minRounds || control.keepPlaying()) {
    const game = pick(GAMES);
    const token = await startRound(site, ledger, control, player, game);
    if (!token) return rounds;
    const started = Date.now();
    const solver = new Solver(game);
    await sleep(ROUND_WAIT_MS);
    for (let won = false; !won; ) {
      const guess = newGuess(ledger, player, 'endless', game, solver.next());
      const answer = await sendGuess(site, ledger, control, guess, `/api/endless/${game}/guess`, { token });
      if (!answer) return rounds;
      won = answer.won === true;
      if (won && !('saved' in answer)) {
        ledger.problems.push(`${player.username} endless ${game}: a win ${Date.now() - started} ms into the round was not recorded at all (key ${guess.key}): ${JSON.stringify(answer)}`);
      }
      if (!won) solver.learn(guess.guess, (answer.attempt as { results: Record<string, string> }).results);
      else await sleep(100 + Math.random() * 300);
      if (!won) await sleep(100 + Math.random() * 300);
    }
    rounds += 1;
  }
  return rounds;
}
