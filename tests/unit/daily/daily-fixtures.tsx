/**
 * Shared set-up for the /daily component tests: a fake /api/time/info and seeded guest storage. Each
 * test file calls jest.mock('@/lib/client/endpoints') so that mockTimeInfo() can answer.
 */
import type { TimeInfo } from '@/components/daily/countdown';
import { DailyDashboard } from '@/components/daily/DailyDashboard';
import { ToastProvider } from '@/components/ui/toast';
import { ApiRequestError } from '@/lib/client/api';
import { getTimeInfo } from '@/lib/client/endpoints';
import type { LocalDailyState } from '@/lib/client/guest-storage';
import type { GameConfig } from '@/lib/games/game-config';
import { renderWithQuery } from '@/tests/helpers/query-wrapper';

export const TODAY = '2026-11-21';
/** Chicago midnight starting 2026-11-22 (CST, UTC-6). */
export const NEXT_RESET = '2026-11-22T06:00:00.000Z';

export function timeInfoResponse(date = TODAY, nextResetUTC = NEXT_RESET): TimeInfo {
  return { nextResetUTC, date, timeZone: 'America/Chicago', serverTime: new Date().toISOString() };
}

export function failingResponse(): ApiRequestError {
  return new ApiRequestError('HTTP 503: Service Unavailable', 503, '/api/time/info', 'Database unavailable');
}

/** Answers getTimeInfo(); each call takes the next answer (an error is thrown), the last one repeats. */
export function mockTimeInfo(...answers: (TimeInfo | Error)[]): jest.MockedFunction<typeof getTimeInfo> {
  let call = 0;
  const mocked = jest.mocked(getTimeInfo);
  mocked.mockReset();
  mocked.mockImplementation(async () => {
    const answer = answers[Math.min(call++, answers.length - 1)];
    if (answer instanceof Error) throw answer;
    // A fresh object per answer, as from the network, with the server's clock at the time of asking.
    return { ...answer, serverTime: new Date().toISOString() };
  });
  return mocked;
}

/** What the game page stores after a guest's daily win. */
export function seedDailyWin(game: GameConfig, date: string, earlierWins: string[] = []) {
  const state: LocalDailyState = {
    date,
    game_won: true,
    is_hint_revealed: false,
    current_card_id: 'Genesis',
    guessed_cards: ['Exodus', 'Genesis'],
    attempts_data: [],
  };
  localStorage.setItem(game.dailyKey, JSON.stringify(state));
  localStorage.setItem(game.streakKey, JSON.stringify([...earlierWins, date]));
}

export function renderDashboard(initialDate = TODAY) {
  return renderWithQuery(
    <ToastProvider>
      <DailyDashboard initialDate={initialDate} />
    </ToastProvider>,
  );
}
