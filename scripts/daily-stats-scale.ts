/**
 * `DATABASE_URL=… npx tsx --conditions=react-server scripts/daily-stats-scale.ts [BASE_URL]`: times everyone's
 * numbers for today (issue 29) on a database seeded at scale (docs/PERFORMANCE.md "Everyone's daily numbers at
 * scale"): the service for a signed-in winner and for a guest with the winning receipt, the kept-count upsert
 * a win adds to its transaction (rolled back: nothing is written), and, with BASE_URL (a `next start` on the same
 * database, RATE_LIMIT_SCALE high and the same AUTH_SECRET), the route over HTTP. Medians of 30 warm calls.
 */
import { sql } from 'drizzle-orm';
import { getDatabase } from '../db/client';
import { STARTUP_DEADLINE_MS } from '../db/deadline';
import { addDailyWinToCounts } from '../db/queries/daily-win-counts';
import { rowsOf } from '../db/queries/rows';
import { getGame } from '../lib/games/registry';
import { getEveryoneStats } from '../lib/services/daily/everyone-stats';
import { getDailyPuzzle } from '../lib/services/daily/puzzle';
import { signReceipt } from '../lib/services/play/guess-receipt';
import { listGameStats } from '../lib/services/stats/game-stats';
import { chicagoDate } from '../lib/time';

const RUNS = 30;

async function timed(work: () => Promise<unknown>): Promise<{ median: number; p95: number; max: number }> {
  for (let i = 0; i < 3; i++) await work(); // warm
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { median: at(0.5), p95: at(0.95), max: times.at(-1)! };
}

const ms = (t: { median: number; p95: number; max: number }) => `median ${t.median.toFixed(2)} ms, p95 ${t.p95.toFixed(2)} ms, max ${t.max.toFixed(2)} ms`;

async function main() {
  const base = process.argv[2];
  const database = await getDatabase(STARTUP_DEADLINE_MS);
  const db = database.db;
  const game = getGame('pokemon')!;
  const today = chicagoDate();
  const [winner] = rowsOf<{ user_id: string }>(await db.execute(sql`select user_id from daily_wins where game = ${game.id} and date = ${today} limit 1`));
  if (!winner) throw new Error('No pokemon win today in this database: seed it with npm run seed:scale first.');
  const [counts] = rowsOf<{ rows: number; wins: number }>(
    await db.execute(sql`select count(*)::int as rows, sum(wins)::int as wins from daily_win_counts where game = ${game.id} and date = ${today}`),
  );
  console.log(`pokemon ${today}: ${counts.wins} recorded wins in ${counts.rows} kept rows`);

  const viewer = { user: { id: winner.user_id, username: 'scale', role: 'user' as const } };
  const answer = await getEveryoneStats(db, viewer, game, {});
  console.log(`answer: ${JSON.stringify(answer)}`);
  console.log(`service, signed-in winner (win check + counts): ${ms(await timed(() => getEveryoneStats(db, viewer, game, {})))}`);
  const receipt = signReceipt({ game: game.id, day: today }, (await getDailyPuzzle(db, game, today)).item.name);
  console.log(`service, guest with the winning receipt:       ${ms(await timed(() => getEveryoneStats(db, { user: null }, game, { receipt })))}`);

  console.log(`a player's own stats with their daily history (GET /api/game-stats/user/{id}): ${ms(await timed(() => listGameStats(db, winner.user_id)))}`);

  const upsert = await timed(async () => {
    try {
      await db.transaction(async (tx) => {
        await addDailyWinToCounts(tx, { game: game.id, date: today, attempts: 4 });
        tx.rollback();
      });
    } catch (error) {
      if ((error as Error)?.message !== 'Rollback') throw error;
    }
  });
  console.log(`the win's extra upsert (in a transaction, rolled back; includes begin/rollback): ${ms(upsert)}`);
  const bare = await timed(async () => {
    try {
      await db.transaction(async (tx) => {
        tx.rollback();
      });
    } catch (error) {
      if ((error as Error)?.message !== 'Rollback') throw error;
    }
  });
  console.log(`an empty transaction (begin/rollback) for comparison:                             ${ms(bare)}`);

  if (base) {
    const url = `${base}/api/daily/${game.id}/stats?receipt=${encodeURIComponent(receipt)}`;
    const first = await fetch(url);
    if (first.status !== 200) throw new Error(`GET ${url}: ${first.status} ${await first.text()}`);
    console.log(`route over HTTP, guest with receipt: ${ms(await timed(async () => (await fetch(url)).text()))}`);
  }
  await database.close();
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
