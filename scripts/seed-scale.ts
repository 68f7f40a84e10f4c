/**
 * `npm run seed:scale -- --players N`: adds N generated players, with stats in the five games and the
 * daily wins behind them (db/seed-scale.ts), to the database DATABASE_URL names, or to the PGlite
 * folder when it is unset (same SQL, one process, much slower: use PostgreSQL for 100,000).
 * Each run is a new batch (its own ids and usernames), so runs add up.
 */
import { openConfiguredDatabase } from '../db/client';
import { seedScalePlayers } from '../db/seed-scale';
import { chicagoDate } from '../lib/time';

const BULK_DEADLINE_MS = 30 * 60_000;

function playersArgument(argv: readonly string[]): number {
  const at = argv.indexOf('--players');
  const players = at === -1 ? NaN : Number(argv[at + 1]);
  if (!Number.isInteger(players) || players < 1 || players > 10_000_000) {
    throw new Error('Usage: npm run seed:scale -- --players N   (N a whole number from 1 to 10,000,000)');
  }
  return players;
}

async function main() {
  const players = playersArgument(process.argv.slice(2));
  const database = await openConfiguredDatabase({ max: 1, deadlineMs: BULK_DEADLINE_MS });
  const started = performance.now();
  const batch = Date.now().toString(36).slice(-6);
  const result = await seedScalePlayers(database.db, { players, batch, today: chicagoDate() });
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(`Added ${result.players} players, ${result.gameStats} game_stats rows and ${result.dailyWins} daily wins in ${seconds} s (${database.driver}, batch ${batch}).`);
  await database.close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
