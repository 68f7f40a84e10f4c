/** What the browser does once after an interactive sign-in, before leaving the return page. */
import type { QueryClient } from '@tanstack/react-query';
import { GAMES } from '@/lib/games/registry';
import { chicagoDate } from '@/lib/time';
import { clearGuestGameData, readGuestRoundsForMerge } from './guest-storage';
import { enqueue } from './outbox';
import { adoptAppearanceOnSignIn } from './queries/appearance';

/** How long the return page waits for the merge before moving on (it goes on in the outbox meanwhile). */
export const MERGE_WAIT_MS = 5000;
/** How long it then waits for the appearance to be settled (lib/client/queries/appearance.ts). */
export const APPEARANCE_WAIT_MS = 2000;

/**
 * First hands today's guest rounds to the account with their receipts (the server replays the guesses it
 * judged and keeps them only for games the account has not played today), then clears this browser's guest game data (accounts-side §4.1):
 * from now on the account's progress on the server is what counts. The merge goes through the outbox, so a
 * merge that fails is kept and sent again (after a reload too) until the server takes it. Meanwhile the
 * browser and the account settle on one appearance (lib/client/queries/appearance.ts; a failure leaves it
 * to the next load, where the account's choice wins).
 */
export async function finishFreshSignIn(client: QueryClient, userId: string, today = chicagoDate()): Promise<void> {
  const appearance = adoptAppearanceOnSignIn(client, userId).catch(() => {});
  const games = readGuestRoundsForMerge(GAMES, today);
  if (Object.keys(games).length > 0) {
    const merged = enqueue(client, { kind: 'guest-merge', userId, date: today, games }).catch(() => {});
    await Promise.race([merged, new Promise((resolve) => setTimeout(resolve, MERGE_WAIT_MS))]);
  }
  clearGuestGameData(GAMES);
  await Promise.race([appearance, new Promise((resolve) => setTimeout(resolve, APPEARANCE_WAIT_MS))]);
}
