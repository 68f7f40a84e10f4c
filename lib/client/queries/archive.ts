/**
 * The archive's cached resources (issue 29 item 6): a page of the day list, and the snapshot a past day's
 * round starts from. A signed-in player's results and rounds come from the server; a guest's from the
 * browser (lib/client/archive-storage.ts).
 */
import { keepPreviousData, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { loadArchiveRound, readArchiveResults } from '@/lib/client/archive-storage';
import { getArchiveDayInfo, getArchiveList, type ArchiveDayAnswer } from '@/lib/client/endpoints';
import { readDailyHistory, type LocalDailyState } from '@/lib/client/guest-storage';
import type { GameConfig } from '@/lib/games/game-config';
import { fetchCatalogue, type SnapshotContent } from './game';

export const archiveKeys = {
  list: (game: Pick<GameConfig, 'id'>, page: number, accountId: string | null) => ['archive-list', game.id, page, accountId] as const,
  day: (game: Pick<GameConfig, 'id'>, date: string, accountId: string | null) => ['archive-day', game.id, date, accountId] as const,
};

async function fetchArchivePage(game: GameConfig, page: number, accountId: string | null) {
  const answer = await getArchiveList(game, page);
  if (accountId) return answer;
  const local = readArchiveResults(
    game,
    answer.days.map((day) => day.date),
    readDailyHistory(game),
  );
  return { ...answer, days: answer.days.map((day) => ({ ...day, result: local[day.date] })) };
}

/** One page of the day list with the viewer's results; nothing is read while the session is being decided (undefined). */
export function useArchiveList(game: GameConfig, page: number, accountId: string | null | undefined) {
  return useQuery({
    queryKey: archiveKeys.list(game, page, accountId ?? null),
    queryFn: () => fetchArchivePage(game, page, accountId ?? null),
    enabled: accountId !== undefined,
    // The previous page stays on screen while the next one loads; a visit back reads the results afresh.
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The server's stored round as the browser keeps a round (no nulls). */
function savedRound(round: NonNullable<ArchiveDayAnswer['round']>): LocalDailyState {
  const { hint, answer, ...fields } = round;
  return { ...fields, ...(hint === null ? {} : { hint }), ...(answer === null ? {} : { answer }) };
}

async function fetchArchiveSnapshot(client: QueryClient, game: GameConfig, date: string, accountId: string | null): Promise<SnapshotContent> {
  const [items, day] = await Promise.all([fetchCatalogue(client, game), getArchiveDayInfo(game, date)]);
  const saved = accountId ? (day.round ? savedRound(day.round) : null) : loadArchiveRound(game, date);
  return { accountId, items, daily: { date: day.date, puzzleNumber: day.puzzleNumber, nextResetUTC: '' }, saved, streak: 0, archive: true };
}

/** The snapshot a past day's round starts from; read once per visit (like the daily's, lib/client/queries/game.ts). */
export function useArchiveSnapshot(game: GameConfig, date: string, accountId: string | null | undefined) {
  const client = useQueryClient();
  return useQuery({
    queryKey: archiveKeys.day(game, date, accountId ?? null),
    queryFn: () => fetchArchiveSnapshot(client, game, date, accountId ?? null),
    enabled: accountId !== undefined,
    staleTime: Infinity,
    gcTime: 0,
  });
}
