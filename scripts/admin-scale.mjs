// Measures the admin User Management calls at scale on a running server (AUTH_DEV_LOGIN=true) against the
// baseline /api/time/info:
//   DATABASE_URL=... node scripts/admin-scale.mjs BASE_URL [LABEL]
// Seed first (npm run seed:scale -- --players N). Signs in a development player, makes them admin in the
// database, prints the query plans of a search, a sort and a deep page, then measures those calls and the
// dashboard counts (scripts/perf/scale-bench.mjs: three rounds, medians).
import postgres from 'postgres';
import { runScaleBench } from './perf/scale-bench.mjs';
import { signInDevPlayer } from './perf/sign-in.mjs';

const base = process.argv[2];
const label = process.argv[3] ?? '';
if (!base || !process.env.DATABASE_URL) throw new Error('Usage: DATABASE_URL=... node scripts/admin-scale.mjs BASE_URL [LABEL]');

const adminName = `scaleadmin${Date.now().toString(36)}`;
const cookie = await signInDevPlayer(base, adminName);
const sql = postgres(process.env.DATABASE_URL, { max: 1, onnotice: () => {} });
await sql`update users set role = 'admin' where username = ${adminName}`;
const [{ players }] = await sql`select count(*)::int as players from users`;
// seed:scale writes broken streaks after the migration that zeroes them on deploy: zero them the same way, once.
const started = performance.now();
const zeroed = await sql`update game_stats set current_daily_streak = 0 where current_daily_streak > 0 and last_daily_win_date < (now() at time zone 'America/Chicago')::date - 1`;
console.log(`Zeroed the seed's ${zeroed.count} broken streaks (and recounted their players' aggregates) in ${Math.round(performance.now() - started)} ms.`);
// After a bulk load autovacuum would soon run: vacuum now, so that counts read indexes alone as they will in use.
await sql`vacuum analyze`;
// Prefixes of real usernames, each matching a few hundred players at most.
const sample = await sql`select lower(left(username, length(username) - 1)) as prefix from users where username is not null order by random() limit 50`;
const prefixes = sample.map((row) => row.prefix);

const plan = async (title, query) => {
  const rows = await sql.unsafe(`explain (analyze, buffers) ${query}`);
  console.log(`\n${title}\n${rows.map((row) => row['QUERY PLAN']).join('\n')}`);
};
const columns = 'id, username, email, role, created_at, total_games_across_all, max_current_streak, max_best_streak';
await plan('A search (a username or e-mail starting with …), newest first:', `select ${columns} from users where lower(username) like '${prefixes[0]}%' or lower(email) like '${prefixes[0]}%' order by created_at desc, id desc limit 20`);
await plan('Its count:', `select count(*) from users where lower(username) like '${prefixes[0]}%' or lower(email) like '${prefixes[0]}%'`);
await plan('Sorted by best streak, page 50:', `select ${columns} from users order by max_best_streak desc, id desc limit 20 offset 980`);
await plan('The count of everyone:', 'select count(*) from users');
await sql.end();

const headers = { cookie };
await runScaleBench(base, [
  { name: '/api/time/info (baseline)', paths: ['/api/time/info'] },
  { name: 'GET /api/admin/users (page 1, newest first)', paths: ['/api/admin/users'], headers },
  { name: 'GET /api/admin/users?search={prefix}', paths: prefixes.map((prefix) => `/api/admin/users?search=${encodeURIComponent(prefix)}`), headers },
  { name: 'GET /api/admin/users?sortBy=max_best_streak&page=50', paths: ['/api/admin/users?sortBy=max_best_streak&sortOrder=desc&page=50'], headers },
  { name: 'GET /api/admin/users?sortBy=username&sortOrder=asc&page=2000', paths: ['/api/admin/users?sortBy=username&sortOrder=asc&page=2000'], headers },
  { name: 'GET /api/admin/dashboard', paths: ['/api/admin/dashboard'], headers },
], `${label} — ${players} players`);
