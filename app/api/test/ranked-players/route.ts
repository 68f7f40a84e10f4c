import { z } from 'zod';
import { getDb } from '@/db/client';
import { insertRankedPlayers } from '@/db/queries/e2e-players';
import { requireTestHooks, testHooksEnabled } from '@/lib/auth/guards';
import { GAME_IDS } from '@/lib/games/types';
import { route } from '@/lib/http/route';
import { expireLeaderboardSnapshots } from '@/lib/services/leaderboard/snapshot';
import { chicagoDate } from '@/lib/time';

const body = z.object({ game: z.enum(GAME_IDS), count: z.number().int().min(1).max(50), streak: z.number().int().min(1).max(1000) }).strict();

/**
 * E2E set-up only (404 unless E2E_TEST_HOOKS=true): adds `count` ranked players with a running `streak` in `game`,
 * so that the caller's own player is outside the leaderboard's shown rows. Returns their usernames.
 */
export const POST = route({ onlyIf: testHooksEnabled, guard: requireTestHooks, body }, async ({ body }) => {
  const db = await getDb();
  const prefix = `Rk${Date.now().toString(36)}${Math.floor(Math.random() * 100)}`.slice(0, 16);
  const usernames = await insertRankedPlayers(db, { ...body, today: chicagoDate(), prefix });
  await expireLeaderboardSnapshots(db);
  return { usernames };
});
