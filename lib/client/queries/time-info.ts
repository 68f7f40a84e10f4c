/** GET /api/time/info as a query: when the daily puzzles reset, on the server's clock. */
import { useQuery } from '@tanstack/react-query';
import { getTimeInfo } from '@/lib/client/endpoints';
import { RESET_TIMER_FAILED } from '@/lib/messages/game';
import type { TimeInfo } from '@/lib/time';

const TIME_INFO_KEY = ['time-info'] as const;

async function readTimeInfo(): Promise<TimeInfo> {
  try {
    return await getTimeInfo();
  } catch (error) {
    console.error(RESET_TIMER_FAILED, error);
    throw error;
  }
}

/** Asked once per countdown, then only when the countdown asks again (`refetch`): at the reset, or after the tab was hidden. */
export function useTimeInfo() {
  return useQuery({ queryKey: TIME_INFO_KEY, queryFn: readTimeInfo, staleTime: Infinity, gcTime: 0 });
}
