/** What the browser does once after an interactive sign-in, before leaving the return page. */
import { GAMES } from '@/lib/games/registry';
import { clearGuestGameData } from './guest-storage';

/**
 * Clears this browser's guest game data (accounts-side §4.1): from now on the account's progress
 * on the server is what counts.
 */
export async function finishFreshSignIn(): Promise<void> {
  clearGuestGameData(GAMES);
}
