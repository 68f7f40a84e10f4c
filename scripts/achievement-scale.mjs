// Measures the achievement calls at scale on a running server against the baseline /api/time/info:
//   DATABASE_URL=... node scripts/achievement-scale.mjs BASE_URL [LABEL]
// Seed first (npm run seed:scale -- --players N, then unlocks: see docs/PERFORMANCE.md). Prints the query plans of
// the catalogue read (with its kept counts) and of one player's unlocks, then measures GET /api/achievements,
// GET /api/achievements/public/user/{username} and the page /profile/{username}/achievements for 200 random players
// (scripts/perf/scale-bench.mjs: three rounds, medians).
import postgres from 'postgres';
import { runScaleBench } from './perf/scale-bench.mjs';

const base = process.argv[2];
const label = process.argv[3] ?? '';
if (!base || !process.env.DATABASE_URL) throw new Error('Usage: DATABASE_URL=... node scripts/achievement-scale.mjs BASE_URL [LABEL]');

const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
const [{ players, unlocks }] = await sql`select (select count(*)::int from users where username is not null) as players, (select count(*)::int from user_achievements) as unlocks`;
const sample = await sql`select id, username from users where username is not null order by random() limit 200`;
const plan = async (title, query) => {
  const rows = await sql.unsafe(`explain (analyze, buffers) ${query}`);
  console.log(`\n${title}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
};
await plan('The catalogue with its kept counts (GET /api/achievements):', 'select * from achievements order by sort_order, id');
await plan('One player\'s unlocks:', `select achievement_id, unlocked_at, notified from user_achievements where user_id = '${sample[0].id}'`);
await plan('Counted instead of kept (what the kept counts avoid):', 'select achievement_id, count(*) from user_achievements group by achievement_id');
await sql.end();

const names = sample.map((row) => row.username);
await runScaleBench(base, [
  { name: '/api/time/info (baseline)', paths: ['/api/time/info'] },
  { name: 'GET /api/achievements', paths: ['/api/achievements'] },
  { name: 'GET /api/achievements/public/user/{username}', paths: names.map((name) => `/api/achievements/public/user/${name}`) },
  { name: 'GET /profile/{username}/achievements (HTML)', paths: names.map((name) => `/profile/${name}/achievements`) },
], `${label} — ${players} players with a username, ${unlocks} unlocks, 200 random players`);
