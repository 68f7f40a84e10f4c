// Issue 38: the hot calls at several database sizes, one after the other on the same machine, each against the
// baseline /api/time/info:
//   E2E_PORT=3400 node scripts/million-scale.mjs LABEL=postgres://... [LABEL=postgres://...]
// Build first (E2E_PORT=3400 node scripts/next-server.mjs build: the build carries its address). Seed each database
// first (npm run seed:scale -- --players N, then VACUUM ANALYZE). For each database: starts `next start` on E2E_PORT
// with the development sign-in, signs in an admin, two ranked players (one with a running streak, one with a stopped
// one: the two ways the rank is counted, db/queries/leaderboard-rank.ts) and 100 guessing players, then measures the
// calls (scripts/perf/scale-bench.mjs: three rounds, medians) and stops the server.
import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import postgres from 'postgres';
import { runScaleBench } from './perf/scale-bench.mjs';
import { startServer } from './perf/server.mjs';
import { signInDevPlayer } from './perf/sign-in.mjs';

const GAME = 'pokemon';
const GUESSERS = 100;
const targets = process.argv.slice(2).map((argument) => {
  const at = argument.indexOf('=');
  return { label: argument.slice(0, at), url: argument.slice(at + 1) };
});
if (targets.length === 0 || targets.some((target) => !target.url.startsWith('postgres'))) {
  throw new Error('Usage: E2E_PORT=3400 node scripts/million-scale.mjs LABEL=postgres://... [LABEL=postgres://...]');
}
const port = Number(process.env.E2E_PORT ?? 3400);
// MILLION_SCALE_ONLY=regex measures only the calls whose name matches (and the baseline), e.g. 'admin'.
const only = process.env.MILLION_SCALE_ONLY ? new RegExp(process.env.MILLION_SCALE_ONLY) : undefined;
const itemNames = JSON.parse(readFileSync(`lib/games/${GAME}/items.json`, 'utf8')).map((item) => item.name);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
const chicagoToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Chicago' }).format(new Date());
const stamp = () => Date.now().toString(36).slice(-5);

/** A dev player with kept stats in every game (the triggers rank them): `running` a streak alive today, else a stopped one. */
async function rankedPlayer(base, sql, running) {
  const name = `rank${running ? 'r' : 's'}${stamp()}`;
  const cookie = await signInDevPlayer(base, name);
  const [{ id }] = await sql`select id from users where username = ${name}`;
  const last = running ? chicagoToday() : '2026-01-05';
  await sql`
    insert into game_stats (user_id, game, total_games_played, total_daily_games_played, current_daily_streak, best_daily_streak, last_daily_win_date)
    select ${id}, game, 9, 6, ${running ? 3 : 0}, 4, ${last}::date from unnest(array['pokemon', 'bible-books', 'slay-the-spire', 'subnautica-creatures', 'aoe2-units']) as game`;
  // Everyone's numbers answer only a player who has won today (403 stats_locked before): the running one has.
  if (running) await sql`insert into daily_wins (user_id, game, date, attempts, won_at) values (${id}, ${GAME}, ${last}::date, 3, now())`;
  return cookie;
}

async function measureOne({ label, url }) {
  const server = await startServer(port, { DATABASE_URL: url, AUTH_DEV_LOGIN: 'true', RATE_LIMIT_SCALE: '100000' });
  try {
    const { base } = server;
    const sql = postgres(url, { max: 1, onnotice: () => {} });
    const adminName = `scaleadmin${stamp()}`;
    const admin = await signInDevPlayer(base, adminName);
    await sql`update users set role = 'admin' where username = ${adminName}`;
    const running = await rankedPlayer(base, sql, true);
    const stopped = await rankedPlayer(base, sql, false);
    const guessers = [];
    for (let i = 0; i < GUESSERS; i++) guessers.push(await signInDevPlayer(base, `guess${stamp()}${i}`));
    // seed:scale writes broken streaks after the migration that zeroes them on deploy (drizzle/0006): zero them the same
    // way, once, as scripts/admin-scale.mjs does; else every admin list call measured zeroes 1,000 of them first.
    await sql`update game_stats set current_daily_streak = 0 where current_daily_streak > 0 and last_daily_win_date < (now() at time zone 'America/Chicago')::date - 1`;
    const [{ players }] = await sql`select count(*)::int as players from users`;
    const names = (await sql`select username from users where username is not null and id like 'scale-%' order by random() limit 200`).map((row) => row.username);
    const prefixes = names.slice(0, 50).map((name) => name.slice(0, -1).toLowerCase());
    await sql.end();

    const date = chicagoToday();
    const json = { 'content-type': 'application/json', origin: base };
    let next = 0;
    const signedInGuess = {
      method: 'POST',
      path: `/api/daily/${GAME}/guess`,
      setupRequest: (request) => ({
        ...request,
        headers: { ...json, cookie: guessers[next++ % guessers.length] },
        body: JSON.stringify({ guess: pick(itemNames), date, key: randomUUID() }),
      }),
    };
    const guestGuess = { method: 'POST', path: `/api/daily/${GAME}/guess`, setupRequest: (request) => ({ ...request, headers: json, body: JSON.stringify({ guess: pick(itemNames), date }) }) };
    await runScaleBench(
      base,
      [
        { name: '/api/time/info (baseline)', paths: ['/api/time/info'] },
        { name: 'GET /api/leaderboard/real-time?limit=10 (All Games)', paths: ['/api/leaderboard/real-time?limit=10'] },
        { name: `GET /api/leaderboard/real-time/${GAME}?limit=10`, paths: [`/api/leaderboard/real-time/${GAME}?limit=10`] },
        { name: 'GET /api/leaderboard/rank (All Games, a running streak)', paths: ['/api/leaderboard/rank'], headers: { cookie: running } },
        { name: `GET /api/leaderboard/rank?game=${GAME} (a stopped streak)`, paths: [`/api/leaderboard/rank?game=${GAME}`], headers: { cookie: stopped } },
        { name: `POST /api/daily/${GAME}/guess (signed in, 100 players)`, requests: [signedInGuess] },
        { name: `POST /api/daily/${GAME}/guess (guest)`, requests: [guestGuess] },
        { name: `GET /solve/${GAME} (game page)`, paths: [`/solve/${GAME}`] },
        { name: `GET /api/daily/${GAME}/stats (everyone's numbers, a winner)`, paths: [`/api/daily/${GAME}/stats`], headers: { cookie: running } },
        { name: 'GET /profile/{username} (page, 200 players)', paths: names.map((name) => `/profile/${name}`) },
        { name: 'GET /api/achievements/public/user/{username}', paths: names.map((name) => `/api/achievements/public/user/${name}`) },
        { name: `GET /api/archive/${GAME} (signed in)`, paths: [`/api/archive/${GAME}`], headers: { cookie: running } },
        { name: 'GET /api/admin/users (page 1)', paths: ['/api/admin/users'], headers: { cookie: admin } },
        { name: 'GET /api/admin/users?search={prefix}', paths: prefixes.map((prefix) => `/api/admin/users?search=${encodeURIComponent(prefix)}`), headers: { cookie: admin } },
      ].filter((call, index) => index === 0 || !only || only.test(call.name)),
      `${label} — ${players.toLocaleString('en-US')} players`,
    );
  } finally {
    server.stop();
    await new Promise((resolve) => setTimeout(resolve, 3000));
  }
}

for (const target of targets) await measureOne(target);
process.exit(0);
