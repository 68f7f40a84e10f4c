/**
 * The game page's cached resources: the game catalogue (fixed per deployment, kept for the whole visit)
 * and the snapshot a round starts from (today's puzzle and the player's saved round and streak, read
 * afresh on every load), and a signed-in player's streak when a win came without it.
 */
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { fetchAccountDailyState, fetchAccountStreak } from '@/lib/client/account-progress';
import { getCards, getDailyInfo, type DailyInfo } from '@/lib/client/endpoints';
import { loadDailyState, readLocalStreak, type LocalDailyState } from '@/lib/client/guest-storage';
import type { GameConfig } from '@/lib/games/game-config';
import type { AnyItem } from '@/lib/games/types';
import { SEND_AT_ONCE } from './send-at-once';

export const gameKeys = {
  catalogue: (game: GameConfig) => ['catalogue', game.id] as const,
  snapshot: (game: GameConfig, accountId: string | null) => ['game-snapshot', game.id, accountId] as const,
  streak: (game: GameConfig, accountId: string, date: string) => ['account-streak', game.id, accountId, date] as const,
};

/** Every item of the game; the list only changes with a deployment, so one read per visit. */
export async function fetchCatalogue(client: QueryClient, game: GameConfig): Promise<readonly AnyItem[]> {
  const cards = await client.fetchQuery({ queryKey: gameKeys.catalogue(game), queryFn: () => getCards(game), staleTime: Infinity, gcTime: Infinity });
  const items = cards[game.itemsArrayField];
  if (!Array.isArray(items)) throw new Error('The item list is missing from the response.');
  return items;
}

/** Everything a round starts from: the items, today's puzzle and the player's saved progress for it. */
export interface SnapshotContent {
  /** The signed-in player whose progress lives on the server, or null for a guest (browser storage). */
  accountId: string | null;
  items: readonly AnyItem[];
  daily: DailyInfo;
  saved: LocalDailyState | null;
  streak: number;
  /** A past day's puzzle from the archive (lib/client/queries/archive.ts): `daily` is that day, `saved` its round. */
  archive?: true;
}

/** A signed-in player's saved round and streak; a failed read is logged and counts as none (game-side §8). */
async function accountProgress(accountId: string, game: GameConfig, date: string) {
  const [saved, streak] = await Promise.all([
    fetchAccountDailyState(accountId, game, date).catch((error: unknown) => (console.error('Loading your saved round failed', error), null)),
    fetchAccountStreak(accountId, game, date).catch((error: unknown) => (console.error('Loading your streak failed', error), 0)),
  ]);
  return { saved, streak };
}

async function fetchSnapshot(client: QueryClient, game: GameConfig, accountId: string | null): Promise<SnapshotContent> {
  const [items, daily] = await Promise.all([fetchCatalogue(client, game), getDailyInfo(game)]);
  // The server's date, not the browser clock, decides which saved state is today's.
  const { saved, streak } = accountId
    ? await accountProgress(accountId, game, daily.date)
    : { saved: loadDailyState(game, daily.date), streak: readLocalStreak(game, daily.date).current };
  return { accountId, items, daily: { date: daily.date, puzzleNumber: daily.puzzleNumber, nextResetUTC: daily.nextResetUTC, yesterday: daily.yesterday ?? null }, saved, streak };
}

/**
 * The snapshot of `accountId` (null for a guest); nothing is read while it is undefined (the session is
 * being decided). Read once per visit and only again on `refetch`: a round in play is never reset by a
 * background refresh.
 */
export function useGameSnapshot(game: GameConfig, accountId: string | null | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: gameKeys.snapshot(game, accountId ?? null),
    queryFn: () =>
      fetchSnapshot(client, game, accountId ?? null).catch((failure: unknown) => {
        console.error('Loading the game failed', failure);
        throw failure;
      }),
    enabled: accountId !== undefined,
    staleTime: Infinity,
    // A later visit reads the saved round again (it may have been played in between).
    gcTime: 0,
  });
}

/**
 * Reads a signed-in player's current streak in `game` from the server (their daily summary), afresh on
 * every call.
 */
export function useAccountStreakReader(game: GameConfig) {
  const client = useQueryClient();
  return useCallback(
    (accountId: string, date: string) =>
      client.fetchQuery({
        queryKey: gameKeys.streak(game, accountId, date),
        queryFn: () => fetchAccountStreak(accountId, game, date),
        staleTime: 0,
        gcTime: 0,
        ...SEND_AT_ONCE,
      }),
    [client, game],
  );
}
