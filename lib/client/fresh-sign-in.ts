/** What the browser does once after an interactive sign-in, before leaving the return page. */
import { GAMES } from '@/lib/games/registry';
import { chicagoDate } from '@/lib/time';
import { postGuestMerge } from './endpoints';
import { clearGuestGameData, readGuestRoundsForMerge } from './guest-storage';

/**
 * First hands today's guest rounds to the account (the server replays the guesses and keeps them
 * only for games the account has not played today), then clears this browser's guest game data
 * (accounts-side §4.1): from now on the account's progress on the server is what counts.
 */
export async function finishFreshSignIn(today = chicagoDate()): Promise<void> {
  const games = readGuestRoundsForMerge(GAMES, today);
  if (Object.keys(games).length > 0) {
    try {
      await postGuestMerge({ date: today, games });
    } catch (error) {
      console.warn('Could not add your guest progress to your account:', error);
    }
  }
  clearGuestGameData(GAMES);
}
