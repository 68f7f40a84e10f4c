/** Shared set-up for the /daily component tests: a fake /api/time/info and seeded guest storage. */
import { DailyDashboard } from '@/components/daily/DailyDashboard';
import { ToastProvider } from '@/components/ui/toast';
import type { LocalDailyState } from '@/lib/client/guest-storage';
import type { GameConfig } from '@/lib/games/game-config';
import { renderWithQuery } from '@/tests/helpers/query-wrapper';

export const TODAY = '2026-11-21';
/** Chicago midnight starting 2026-11-22 (CST, UTC-6). */
export const NEXT_RESET = '2026-11-22T06:00:00.000Z';

export function timeInfoResponse(date = TODAY, nextResetUTC = NEXT_RESET) {
  return {
    ok: true,
    status: 200,
    statusText: 'OK',
    json: async () => ({ nextResetUTC, date, timeZone: 'America/Chicago', serverTime: new Date().toISOString() }),
  };
}

export function failingResponse() {
  return { ok: false, status: 503, statusText: 'Service Unavailable', json: async () => ({ error: 'Database unavailable' }) };
}

/** Replaces fetch; each call takes the next answer, the last one repeats. */
export function mockFetch(...answers: object[]): jest.Mock {
  let call = 0;
  const fetchMock = jest.fn(async () => answers[Math.min(call++, answers.length - 1)]);
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
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
