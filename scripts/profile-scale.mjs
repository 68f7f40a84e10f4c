// Measures public profiles at scale on a running server against the baseline /api/time/info:
//   DATABASE_URL=... node scripts/profile-scale.mjs BASE_URL [LABEL]
// Picks 200 players at random from the database the server uses (seed it first: npm run seed:scale -- --players N),
// then measures /api/time/info, GET /auth/public-profile/{username} and the page /profile/{username}, cycling through
// the 200 names (scripts/perf/scale-bench.mjs: three rounds, medians).
import postgres from 'postgres';
import { runScaleBench } from './perf/scale-bench.mjs';

const base = process.argv[2];
const label = process.argv[3] ?? '';
if (!base || !process.env.DATABASE_URL) throw new Error('Usage: DATABASE_URL=... node scripts/profile-scale.mjs BASE_URL [LABEL]');

const sql = postgres(process.env.DATABASE_URL, { max: 1 });
const [{ players }] = await sql`select count(*)::int as players from users where username is not null`;
const names = (await sql`select username from users where username is not null order by random() limit 200`).map((row) => row.username);
await sql.end();

await runScaleBench(base, [
  { name: '/api/time/info (baseline)', paths: ['/api/time/info'] },
  { name: 'GET /auth/public-profile/{username}', paths: names.map((name) => `/auth/public-profile/${name}`) },
  { name: 'GET /profile/{username} (HTML)', paths: names.map((name) => `/profile/${name}`) },
], `${label} — ${players} players with a username, 200 random players`);
