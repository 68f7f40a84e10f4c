/**
 * `npm run seed:scale -- --players N`: adds N generated players, with stats in the five games and the
 * history behind them (daily and endless wins, won rounds, unlocks, pictures, feedback: db/seed-scale.ts), to the
 * database DATABASE_URL names, or to the PGlite folder when it is unset (same SQL, one process, much slower: use
 * PostgreSQL for 100,000 and more). `npm run db:check` is clean afterwards.
 * Each run is a new batch (its own ids and usernames), so runs add up.
 */
import sharp from 'sharp';
import { openConfiguredDatabase } from '../db/client';
import { seedScalePlayers } from '../db/seed-scale';
import { catalogueUnlockRules } from '../lib/achievements/unlock-rules';
import { chicagoDate } from '../lib/time';

/** Per statement: one batch's daily wins at 1,000,000 players take a few seconds on a loaded machine. */
const BULK_DEADLINE_MS = 30 * 60_000;

/** The picture stored for the players that have one: a small WebP, as an upload is stored (lib/services/profile). */
function seededPicture(): Promise<Buffer> {
  return sharp({ create: { width: 128, height: 128, channels: 3, background: { r: 90, g: 140, b: 200 } } }).webp({ quality: 70 }).toBuffer();
}

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
  const elapsed = () => ((performance.now() - started) / 1000).toFixed(1);
  const result = await seedScalePlayers(database.db, {
    players,
    batch,
    today: chicagoDate(),
    unlockRules: catalogueUnlockRules(),
    picture: await seededPicture(),
    onChunk: (done, total) => console.log(`  ${done.toLocaleString('en-US')} / ${total.toLocaleString('en-US')} players (${elapsed()} s)`),
  });
  console.log(
    `Added ${result.players} players, ${result.gameStats} game_stats rows, ${result.dailyWins} daily wins (each with its won round), ` +
      `${result.endlessWins} endless wins and ${result.unlocks} unlocks in ${elapsed()} s (${database.driver}, batch ${batch}).`,
  );
  await database.close();
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
