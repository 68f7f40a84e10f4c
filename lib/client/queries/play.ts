/**
 * The game page's calls as mutations (game-side §4): a guess whose request may not have reached the server
 * (the network failed, or the answer timed out) is sent again at once, twice at most; a signed-in guess
 * carries its key, so the server records it once however often it arrives. What the server judged but
 * could not store goes on in the outbox (lib/client/outbox).
 */
import { useMutation, useMutationState } from '@tanstack/react-query';
import type { z } from 'zod';
import type { GameConfig } from '@/lib/games/game-config';
import type { dailyGuessBody, dailyHintBody, endlessGuessBody, endlessHintBody } from '@/lib/validation/game';
import { ApiRequestError } from '../api';
import type { archiveGuessBody, archiveHintBody } from '@/lib/validation/archive';
import { postArchiveGuess, postArchiveHint, postDailyGuess, postDailyHint, postEndlessGuess, postEndlessHint, postEndlessStart } from '../endpoints';

const SEND_AGAIN_TIMES = 2;
const SEND_AGAIN_AFTER_MS = 400;

/** Only a request that may never have arrived: a network failure or a timeout (status 0); never a server's refusal. */
export function sendAgainIfUnreached(failureCount: number, error: unknown): boolean {
  const unreached = !(error instanceof ApiRequestError) || error.status === 0;
  return unreached && failureCount < SEND_AGAIN_TIMES;
}

/** An archive call's body and the past day it is for (the path names it). */
type ArchiveCall<Body extends z.ZodType> = z.input<Body> & { date: string };

/** The key every guess of a game's page carries, so that a guess held for a connection can be found. */
const guessKey = (game: GameConfig) => ['play-guess', game.id] as const;

/**
 * Whether a guess of this game is held until the connection returns (issue 36 item 7): react-query pauses
 * a mutation while the browser is offline, before sending it, and sends it once back online.
 */
export function useGuessWaiting(game: GameConfig): boolean {
  const held = useMutationState({ filters: { mutationKey: guessKey(game), status: 'pending', predicate: (mutation) => mutation.state.isPaused } });
  return held.length > 0;
}

export function usePlayCalls(game: GameConfig) {
  const again = { mutationKey: guessKey(game), retry: sendAgainIfUnreached, retryDelay: SEND_AGAIN_AFTER_MS };
  const dailyGuess = useMutation({ mutationFn: (body: z.input<typeof dailyGuessBody>) => postDailyGuess(game, body), ...again });
  const endlessGuess = useMutation({ mutationFn: (body: z.input<typeof endlessGuessBody>) => postEndlessGuess(game, body), ...again });
  const dailyHint = useMutation({ mutationFn: (body: z.input<typeof dailyHintBody>) => postDailyHint(game, body) });
  const endlessHint = useMutation({ mutationFn: (body: z.input<typeof endlessHintBody>) => postEndlessHint(game, body) });
  const endlessStart = useMutation({ mutationFn: () => postEndlessStart(game) });
  const archiveGuess = useMutation({ mutationFn: ({ date, ...body }: ArchiveCall<typeof archiveGuessBody>) => postArchiveGuess(game, date, body), ...again });
  const archiveHint = useMutation({ mutationFn: ({ date, ...body }: ArchiveCall<typeof archiveHintBody>) => postArchiveHint(game, date, body) });
  return {
    guessDaily: dailyGuess.mutateAsync,
    guessEndless: endlessGuess.mutateAsync,
    revealDailyHint: dailyHint.mutateAsync,
    revealEndlessHint: endlessHint.mutateAsync,
    startEndless: endlessStart.mutateAsync,
    guessArchive: archiveGuess.mutateAsync,
    revealArchiveHint: archiveHint.mutateAsync,
  };
}
