/**
 * `npm run test:flood` (issue 36 item 4): 100 clients ask for one player's public profile page
 * (/profile/{username}) as fast as they can for 20 s, each from an address of its own (X-Forwarded-For
 * with TRUST_PROXY=1, so that no per-address limit turns the flood away and the pages' own cost is what is
 * measured), while a signed-in player plays every daily puzzle and wins, and other users call /auth/me and
 * /api/daily/pokemon. Asserts: every win answers `saved: true`, every guess answers 200 within 1.5 s, and
 * no other user's call answers `database_unavailable`; then that one address asking 70 times in a row is
 * refused past the profile-page limit (429 with Retry-After). Prints the pages served, failed and refused, and the
 * DatabaseTimeoutErrors in the server's log. Needs a production build and the PostgreSQL server of
 * DATABASE_URL (else postgres://postgres@127.0.0.1:5432), on which it makes its own database and drops it.
 */
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { GameId } from '../../lib/games/types.ts';
import { createPlayers, GAMES, requireSignedIn, type Player } from './players.mts';
import { itemNames } from './solver.mts';
import { prepareRun, setTodaysAnswers } from './prepare.mts';
import { sleep, type Site } from './site.mts';

const FLOODERS = Number(process.env.FLOOD_CLIENTS ?? 100);
const FLOOD_MS = 20_000;
const GUESS_LIMIT_MS = 1500;
/** One more client then asks this many times from one address: past the profile-page limit (60 a minute). */
const ONE_ADDRESS_REQUESTS = 70;
/** What the profile page shows when it could not read the player (lib/messages/accounts.ts). */
const PAGE_FAILED = 'Failed to load profile';

const began = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const log = (line: string) => console.log(`[flood ${seconds(performance.now() - began)}] ${line}`);

function percentile(values: number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]);
}

class Tally {
  readonly counts = new Map<string, number>();
  readonly durations: number[] = [];
  add(label: string, ms: number): void {
    this.counts.set(label, (this.counts.get(label) ?? 0) + 1);
    this.durations.push(ms);
  }
  get(label: string): number {
    return this.counts.get(label) ?? 0;
  }
  get total(): number {
    return this.durations.length;
  }
  describe(): string {
    return `${[...this.counts].map(([label, n]) => `${label} × ${n}`).join(', ')}; p50 ${percentile(this.durations, 50)} ms, p95 ${percentile(this.durations, 95)} ms`;
  }
}

/** One flooding client: its own address, asking for the page again as soon as it has the answer. */
async function flood(site: Site, pathname: string, address: string, until: number, pages: Tally): Promise<void> {
  while (Date.now() < until) {
    const start = performance.now();
    try {
      const response = await fetch(`${site.base}${pathname}`, { headers: { 'x-forwarded-for': address }, redirect: 'manual', signal: AbortSignal.timeout(15_000) });
      const text = await response.text();
      const label = response.status === 200 && text.includes(PAGE_FAILED) ? 'failed (page says so)' : String(response.status);
      pages.add(label, performance.now() - start);
    } catch (error) {
      pages.add(`network error (${(error as { cause?: { code?: string } }).cause?.code ?? (error as Error).name})`, performance.now() - start);
    }
  }
}

/** One address asking one after another: how many pages it got, and the refusals (429 with Retry-After). */
async function oneAddress(site: Site, pathname: string): Promise<{ served: number; refused: number; retryAfter: string | null }> {
  let served = 0;
  let refused = 0;
  let retryAfter: string | null = null;
  for (let i = 0; i < ONE_ADDRESS_REQUESTS; i++) {
    const response = await fetch(`${site.base}${pathname}`, { headers: { 'x-forwarded-for': '192.0.2.36' }, redirect: 'manual' });
    await response.text();
    if (response.status === 429) {
      refused += 1;
      retryAfter = response.headers.get('retry-after');
    } else if (response.status === 200) served += 1;
  }
  return { served, refused, retryAfter };
}

interface GuessFigure {
  game: GameId;
  ms: number;
  status: number;
  won: boolean;
  saved: unknown;
}

/** The player: every daily puzzle, a wrong guess or two then the answer, a moment's thought between guesses. */
async function play(site: Site, player: Player, answers: Record<GameId, string>, date: string, until: number): Promise<GuessFigure[]> {
  const figures: GuessFigure[] = [];
  // About 10 s of thinking in all: every puzzle is won well inside the flood.
  const pause = 10_000 / (GAMES.length * 3);
  for (const game of GAMES) {
    const wrong = itemNames(game).filter((name) => name !== answers[game]).sort(() => Math.random() - 0.5).slice(0, 2);
    for (const guess of [...wrong, answers[game]]) {
      if (Date.now() > until) return figures;
      await sleep(pause * (0.5 + Math.random()));
      const start = performance.now();
      const result = await site.call(`/api/daily/${game}/guess`, { cookie: player.cookie, json: { date, guess, key: randomUUID() } });
      figures.push({ game, ms: Math.round(performance.now() - start), status: result.status, won: result.body?.won === true, saved: result.body?.saved });
    }
  }
  return figures;
}

/** Other users meanwhile: a signed-in player's /auth/me and a guest's daily puzzle, every 250 ms each. */
async function others(site: Site, other: Player, until: number, calls: Tally, unavailable: string[]): Promise<void> {
  const one = async (label: string, pathname: string, cookie?: string) => {
    const start = performance.now();
    const result = await site.call(pathname, cookie ? { cookie } : {});
    calls.add(`${label} ${result.status || result.error}`, performance.now() - start);
    if (result.body?.code === 'database_unavailable') unavailable.push(`${label}: ${JSON.stringify(result.body)}`);
  };
  while (Date.now() < until) {
    await Promise.all([one('GET /auth/me', '/auth/me', other.cookie), one('GET /api/daily/pokemon', '/api/daily/pokemon'), sleep(250)]);
  }
}

async function main(): Promise<number> {
  const prepared = await prepareRun('flood', began, { RATE_LIMIT_SCALE: '1', TRUST_PROXY: '1' });
  if (!prepared) return 1;
  const { name, urls, site } = prepared;
  try {
    await site.start();
    log(`next start on ${site.base} (log: ${site.log}), database ${name}`);
    const [famous] = await createPlayers(urls.crash, 1, 'Famous');
    const [player] = await createPlayers(urls.crash, 1, 'Winner');
    const [other] = await createPlayers(urls.crash, 1, 'Other');
    for (const signedIn of [player, other]) await requireSignedIn(site, signedIn);
    const { date, answers } = await setTodaysAnswers(site);
    const pathname = `/profile/${famous.username}`;
    const warm = await site.call(pathname);
    if (warm.status !== 200) throw new Error(`GET ${pathname} answered ${warm.status} before the flood`);
    const logBefore = readFileSync(site.log, 'utf8').length;

    log(`flood: ${FLOODERS} clients on GET ${pathname} for ${seconds(FLOOD_MS)}, each from its own address, while ${player.username} plays and wins`);
    const until = Date.now() + FLOOD_MS;
    const pages = new Tally();
    const calls = new Tally();
    const unavailable: string[] = [];
    const [, guesses] = await Promise.all([
      Promise.all(Array.from({ length: FLOODERS }, (_, i) => flood(site, pathname, `10.36.${Math.floor(i / 250)}.${(i % 250) + 1}`, until, pages))),
      sleep(1000).then(() => play(site, player, answers, date, until)),
      others(site, other, until, calls, unavailable),
    ]);
    const timeouts = (readFileSync(site.log, 'utf8').slice(logBefore).match(/DatabaseTimeoutError/g) ?? []).length;
    const single = await oneAddress(site, pathname);
    return report({ pages, calls, unavailable, guesses, timeouts, single });
  } finally {
    site.stop();
    await prepared.dropDatabase().catch((error: unknown) => console.error('[flood] could not drop the database:', error));
  }
}

function report(run: { pages: Tally; calls: Tally; unavailable: string[]; guesses: GuessFigure[]; timeouts: number; single: Awaited<ReturnType<typeof oneAddress>> }): number {
  const { pages, calls, unavailable, guesses, timeouts, single } = run;
  const failed = pages.total - pages.get('200') - pages.get('429');
  const wins = guesses.filter((guess) => guess.won);
  const durations = guesses.map((guess) => guess.ms);
  console.log('\n== Flood figures');
  console.log(`profile pages: ${pages.total} answered (${pages.describe()}); failed: ${failed}`);
  console.log(`DatabaseTimeoutError in the server log during the flood: ${timeouts}`);
  console.log(`player's guesses: ${guesses.length}, statuses ${[...new Set(guesses.map((guess) => guess.status))].join('/')}; p50 ${percentile(durations, 50)} ms, slowest ${Math.max(0, ...durations)} ms`);
  console.log(`  each guess (ms, in order): ${durations.join(', ')}`);
  console.log(`player's wins: ${wins.length} of ${GAMES.length}, saved: ${wins.map((win) => String(win.saved)).join(', ')}`);
  console.log(`other users' calls: ${calls.describe()}; database_unavailable: ${unavailable.length}`);
  console.log(`one address, ${ONE_ADDRESS_REQUESTS} pages one after another: ${single.served} served, ${single.refused} refused (429, Retry-After ${single.retryAfter ?? 'none'})`);

  const problems: string[] = [];
  if (wins.length !== GAMES.length) problems.push(`the player won ${wins.length} of ${GAMES.length} puzzles (a guess failed or the flood ended first)`);
  for (const win of wins) if (win.saved !== true) problems.push(`the ${win.game} win answered saved: ${String(win.saved)}`);
  for (const guess of guesses) {
    if (guess.status !== 200) problems.push(`a ${guess.game} guess answered ${guess.status}`);
    else if (guess.ms > GUESS_LIMIT_MS) problems.push(`a ${guess.game} guess took ${guess.ms} ms (limit ${GUESS_LIMIT_MS})`);
  }
  problems.push(...unavailable.slice(0, 10).map((line) => `database_unavailable for another user: ${line}`));
  if (unavailable.length > 10) problems.push(`… and ${unavailable.length - 10} more database_unavailable`);
  if (single.refused === 0 || !single.retryAfter) problems.push(`one address got ${single.served} of ${ONE_ADDRESS_REQUESTS} profile pages and no 429 with Retry-After (the profile-page limit is 60 a minute)`);
  if (problems.length === 0) {
    console.log('\nFLOOD TEST PASSED: every win saved, every guess within 1.5 s, no database_unavailable for other users.');
    return 0;
  }
  console.log(`\nFLOOD TEST FAILED: ${problems.length} violations`);
  for (const problem of problems) console.log(`  - ${problem}`);
  return 1;
}

main()
  .catch((error: unknown) => {
    console.error('[flood] the flood test could not run:', error instanceof Error ? (error.stack ?? error.message) : error);
    return 1;
  })
  .then((code) => process.exit(code));
