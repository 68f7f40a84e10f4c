/**
 * Sending each kind of outbox entry (loaded only when an entry is sent). A daily guess or an endless win
 * is confirmed by `saved: true` in the answer; anything else throws so that TanStack Query sends it again.
 */
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api';
import { postDailyGuess, postEndlessGuess, postGuestMerge } from '../endpoints';
import { CURRENT_USER_KEY, currentUserId } from '../queries/current-user';
import { NotSavedYet, WaitingForPlayer } from './retry';
import type { DailyGuessEntry, EndlessWinEntry, GuestMergeEntry, OutboxEntry } from './entries';

function confirmed<Answer extends object>(answer: Answer): Answer {
  if (!('saved' in answer) || answer.saved !== true) throw new NotSavedYet();
  return answer;
}

const sendDailyGuess = ({ game, guess, date, key, receipt }: DailyGuessEntry) =>
  postDailyGuess({ dailyApiEndpoint: `/api/daily/${game}` }, { guess, date, key, receipt }).then(confirmed);

const sendEndlessWin = ({ game, token, guess, key, receipt }: EndlessWinEntry) =>
  postEndlessGuess({ id: game }, { token, guess, key, receipt }).then(confirmed);

const sendGuestMerge = ({ date, games }: GuestMergeEntry) => postGuestMerge({ date, games });

function send(entry: OutboxEntry): Promise<unknown> {
  if (entry.kind === 'daily-guess') return sendDailyGuess(entry);
  if (entry.kind === 'endless-win') return sendEndlessWin(entry);
  return sendGuestMerge(entry);
}

/** Sends an entry, but only while this browser is signed in as its player. */
export async function sendEntry(client: QueryClient, entry: OutboxEntry): Promise<unknown> {
  if ((await currentUserId(client)) !== entry.userId) throw new WaitingForPlayer();
  try {
    return await send(entry);
  } catch (error) {
    // Signed out meanwhile: the page learns it too, and the entry waits for its player.
    if (error instanceof ApiRequestError && error.status === 401) void client.invalidateQueries({ queryKey: CURRENT_USER_KEY });
    throw error;
  }
}
