/** The /fairness page's revealed days (issue 30 item 5), a page at a time. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { getFairnessPage } from '@/lib/client/endpoints';

export const fairnessKeys = { page: (game: string, page: number) => ['fairness', game, page] as const };

export function useFairnessPage(game: string, page: number) {
  return useQuery({ queryKey: fairnessKeys.page(game, page), queryFn: () => getFairnessPage(game, page), placeholderData: keepPreviousData, staleTime: 60_000 });
}
