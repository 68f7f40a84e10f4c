import { z } from 'zod';
import { getDb } from '@/db/client';
import { findNamedPlayers, insertNamedPlayers } from '@/db/queries/e2e-players';
import { deleteAccount } from '@/lib/services/account/data';
import { requireTestHooks, testHooksEnabled } from '@/lib/auth/guards';
import { GAME_IDS } from '@/lib/games/types';
import { route } from '@/lib/http/route';
import { getGame } from '@/lib/games/registry';
import { getDailyPuzzle } from '@/lib/services/daily/puzzle';
import { recordDailyGuess } from '@/lib/services/daily/recording';
import { addDays, chicagoDate, chicagoDayStart } from '@/lib/time';

const body = z.object({ game: z.enum(GAME_IDS), count: z.number().int().min(1).max(20), streak: z.number().int().min(1).max(7) }).strict();

/**
 * E2E set-up only (404 unless E2E_TEST_HOOKS=true): adds `count` players who won `game`'s daily on each of the last
 * `streak` days up to today, recorded as real wins (streaks, achievements: the suite's closing db:check stays clean),
 * so that the caller's own player is outside the leaderboard's shown rows. Returns their usernames.
 */
// Some thirty recorded wins in one call: more than a player's call's database budget on a busy machine (a CI run: 503 at 1.3 s).
export const POST = route({ onlyIf: testHooksEnabled, guard: requireTestHooks, body, deadlineMs: 15_000 }, async ({ body }) => {
  const db = await getDb();
  const game = getGame(body.game)!;
  const today = chicagoDate();
  const prefix = `Rk${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`;
  const players = await insertNamedPlayers(db, { count: body.count, prefix });
  for (let offset = body.streak - 1; offset >= 0; offset--) {
    const date = addDays(today, -offset);
    const puzzle = await getDailyPuzzle(db, game, date);
    const round = { game, date, secret: puzzle.item };
    const at = new Date(Math.min(Date.now(), chicagoDayStart(date).getTime() + 12 * 3_600_000));
    for (const player of players) await recordDailyGuess(db, player.id, round, puzzle.item, { now: at });
  }
  return { usernames: players.map((player) => player.username) };
});

const removal = z.object({ usernames: z.array(z.string().max(20)).min(1).max(20) }).strict();

/**
 * E2E set-up only: deletes players this call added (by username; any other account is left alone) the way an account
 * is deleted, so that a test leaves no ranked players ahead of the ones later tests expect on the boards.
 */
export const DELETE = route({ onlyIf: testHooksEnabled, guard: requireTestHooks, body: removal }, async ({ body }) => {
  const db = await getDb();
  const players = await findNamedPlayers(db, body.usernames);
  for (const player of players) await deleteAccount(db, player.id, player.username);
  return { deleted: players.map((player) => player.username) };
});
