import { expect, test, type Browser } from '@playwright/test';
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import postgres from 'postgres';
import { signUp, uniqueLogin } from '../e2e/helpers/sign-in';
import { BALANCER, call, readCluster } from './cluster';
import { steadyLoad, type LoadCall } from './steady-load';

/**
 * Issue 37 item 5: `npm run deploy:rolling` replaces every instance (HAProxy drains it, SIGTERM, the instance
 * finishes what is in flight and exits 0, a new one starts on its port) while players play through the balancer at
 * a fixed rate: no request fails (no 5xx, no connection error, no signed-in guess unsaved), every guess and win
 * answered `saved: true` is in the database, and the teardown's db:check finds it consistent. The planned restart
 * needs no resend from the browser's outbox. First in the suite (a-…): both instances are alive (the journeys kill one).
 */
/**
 * Calls a second: what one instance carries on the CI machine (2 shared cores) while the other is replaced and the
 * new one starts; at 20 a second, and at 8, the remaining instance answered its own 503s and saved: false (database
 * budget spent waiting for the CPU while the new instance booted) on a machine with a load average of 9-15.
 */
const RATE = 4;
const PLAYERS = 5;
/** A win every WIN_EVERY_MS from the start of the load, one player each: the wins fall across the deploy. */
const WIN_EVERY_MS = 4_000;
const GAME = 'pokemon';
const ANSWER = 'Bulbasaur'; // today's puzzle (the global set-up)
const WRONG = ['Pikachu', 'Charmander', 'Squirtle', 'Eevee', 'Snorlax', 'Mewtwo', 'Gengar', 'Onix', 'Psyduck', 'Jigglypuff'];

test.setTimeout(240_000);

interface Player {
  name: string;
  cookie: string;
  userId: string;
  won: boolean;
}

async function newPlayer(browser: Browser, index: number): Promise<Player> {
  const page = await (await browser.newContext()).newPage();
  const name = `Dep${Date.now().toString(36).slice(-6)}${index}`;
  await signUp(page, name, uniqueLogin(`deploy${index}`));
  const cookie = (await page.context().cookies(BALANCER)).map(({ name: key, value }) => `${key}=${value}`).join('; ');
  const me = (await (await call(`${BALANCER}/auth/me`, { cookie })).json()) as { user: { id: string } };
  await page.context().close();
  return { name, cookie, userId: me.user.id, won: false };
}

/** Runs `npm run deploy:rolling`; resolves with its exit code and output. */
function deployRolling(): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/cluster/deploy-rolling.mts'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.once('exit', (code) => resolve({ code, output }));
  });
}

test('a rolling deploy under a fixed-rate load loses no request and no win', async ({ browser }) => {
  const players: Player[] = [];
  for (let i = 0; i < PLAYERS; i++) players.push(await newPlayer(browser, i));
  const { date } = (await (await call(`${BALANCER}/api/daily/${GAME}`)).json()) as { date: string };
  const before = readCluster().instances;

  const json = { 'content-type': 'application/json', origin: BALANCER };
  const savedKeys: { userId: string; key: string }[] = [];
  const winsSaved: Player[] = [];
  const signedInGuess = (player: Player, guess: string): LoadCall => {
    const key = randomUUID();
    return {
      title: guess === ANSWER ? 'daily win, signed in' : 'daily guess, signed in',
      path: `/api/daily/${GAME}/guess`,
      method: 'POST',
      headers: { ...json, cookie: player.cookie },
      body: JSON.stringify({ guess, date, key }),
      check: (answer) => {
        const { saved, won } = answer as { saved?: boolean | null; won?: boolean };
        if (saved !== true) return `answered saved: ${saved}`;
        if ((guess === ANSWER) !== won) return `answered won: ${won} to ${guess}`;
        savedKeys.push({ userId: player.userId, key });
        if (won) winsSaved.push(player);
        return null;
      },
    };
  };
  const pick = <T,>(list: T[], index: number) => list[index % list.length];
  // A cycle of 8 calls: 3 signed-in daily guesses (a winner's turn reads /auth/me instead), 1 guest guess, 1 daily puzzle,
  // 1 leaderboard, 1 /auth/me, 1 page (the home page and the game's, in turn).
  // Each player's share stays under its limit (60 daily guesses a minute × RATE_LIMIT_SCALE).
  const cycle: ((n: number) => LoadCall)[] = [
    ...Array.from({ length: 3 }, (_, slot) => (n: number) => {
      const player = pick(players, n * 3 + slot);
      return player.won ? { title: 'GET /auth/me', path: '/auth/me', headers: { cookie: player.cookie } } : signedInGuess(player, pick(WRONG, n));
    }),
    (n) => ({ title: 'daily guess, guest', path: `/api/daily/${GAME}/guess`, method: 'POST', headers: json, body: JSON.stringify({ guess: pick(WRONG, n), date }) }),
    () => ({ title: 'GET /api/daily', path: `/api/daily/${GAME}` }),
    (n) => ({ title: 'GET /api/leaderboard/real-time', path: `/api/leaderboard/real-time/${GAME}?limit=10`, headers: { cookie: pick(players, n).cookie } }),
    (n) => ({ title: 'GET /auth/me', path: '/auth/me', headers: { cookie: pick(players, n + 1).cookie } }),
    (n) => ({ title: 'GET page', path: n % 2 === 0 ? '/' : `/solve/${GAME}` }),
  ];
  let n = 0;
  const loadStarted = Date.now();
  let wins = 0;
  const nextCall = (): LoadCall => {
    const due = Math.floor((Date.now() - loadStarted) / WIN_EVERY_MS);
    if (wins < Math.min(due, PLAYERS)) {
      const winner = players[wins++];
      winner.won = true; // its wrong guesses stop here
      return signedInGuess(winner, ANSWER);
    }
    n++;
    return cycle[n % cycle.length](Math.floor(n / cycle.length));
  };

  const deployStarted = Date.now();
  const deploy = deployRolling();
  // The load goes on until the deploy is over and every player has won, and a second more.
  const over = deploy.then(async () => {
    while (wins < PLAYERS) await new Promise((resolve) => setTimeout(resolve, 100));
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  });
  const load = await steadyLoad(BALANCER, { rate: RATE, nextCall, until: over });
  const { code, output } = await deploy;
  const deploySeconds = (Date.now() - deployStarted) / 1000;
  console.log(output.trim());
  console.log(`rolling deploy: ${deploySeconds.toFixed(1)} s; load: ${load.sent} requests in ${load.seconds.toFixed(1)} s at ${RATE}/s, ${load.answered} answered, ${load.failures.length} failed; ${winsSaved.length} wins and ${savedKeys.length} signed-in guesses answered saved`);
  for (const failure of load.failures.slice(0, 20)) console.log(`  failed at ${failure.at.toFixed(1)} s: ${failure.title}: ${failure.what}`);

  expect(code, output).toBe(0);
  const after = readCluster().instances;
  expect(after.map(({ port }) => port)).toEqual(before.map(({ port }) => port));
  for (const [index, instance] of after.entries()) expect(instance.pid).not.toBe(before[index].pid); // every one replaced
  expect(load.failures).toEqual([]);
  expect(load.answered).toBe(load.sent);
  expect(winsSaved).toHaveLength(PLAYERS);

  const sql = postgres(process.env.CLUSTER_DATABASE_URL!, { max: 1, onnotice: () => {} });
  try {
    const wins = await sql`select user_id from daily_wins where game = ${GAME} and date = ${date} and user_id in ${sql(players.map(({ userId }) => userId))}`;
    expect(wins.map(({ user_id }) => user_id).sort()).toEqual(players.map(({ userId }) => userId).sort());
    const keys = savedKeys.map(({ key }) => key);
    const [{ count }] = await sql`select count(*)::int as count from guess_records where key in ${sql(keys)}`;
    expect(count).toBe(keys.length);
  } finally {
    await sql.end();
  }
});
