/**
 * The game page's calls as mutations (game-side §4): a guess whose request may not have reached the server
 * (the network failed, or the answer timed out) is sent again at once, twice at most; a signed-in guess
 * carries its key, so the server records it once however often it arrives. What the server judged but
 * could not store goes on in the outbox (lib/client/outbox).
 */
import { useMutation } from '@tanstack/react-query';
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

export function usePlayCalls(game: GameConfig) {
  const again = { retry: sendAgainIfUnreached, retryDelay: SEND_AGAIN_AFTER_MS };
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
