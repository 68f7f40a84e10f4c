/** After a sign-in, the guest's rounds of today go to the account through the outbox (issue 24 item 1). */
import * as endpoints from '@/lib/client/endpoints';
import { ApiRequestError } from '@/lib/client/api';
import { finishFreshSignIn } from '@/lib/client/fresh-sign-in';
import { startOutbox } from '@/lib/client/outbox';
import { OUTBOX_STORAGE_PREFIX } from '@/lib/client/outbox/persister';
import { CURRENT_USER_KEY } from '@/lib/client/queries/current-user';
import { createQueryClient } from '@/lib/client/query-client';
import { getGame } from '@/lib/games/registry';

jest.mock('@/lib/client/endpoints');
const api = jest.mocked(endpoints);
const TODAY = '2026-11-01';
const game = getGame('pokemon')!;
const kept = () => Object.keys(localStorage).filter((key) => key.startsWith(OUTBOX_STORAGE_PREFIX));

beforeEach(() => {
  localStorage.clear();
  jest.resetAllMocks();
  jest.spyOn(console, 'warn').mockImplementation(() => {});
  localStorage.setItem(game.dailyKey, JSON.stringify({ date: TODAY, game_won: false, is_hint_revealed: false, current_card_id: null, guessed_cards: ['Pikachu'], attempts_data: [], receipts: ['receipt-pikachu'] }));
});

test('a merge the server cannot take yet is kept and sent again; the guest data is cleared at once', async () => {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, { id: 'user-1' } as never);
  const stop = startOutbox(client, localStorage);
  let calls = 0;
  api.postGuestMerge.mockImplementation(async () => {
    if (++calls === 1) throw new ApiRequestError('HTTP 503: Service Unavailable', 503, '/api/daily-game-states/merge');
    return { merged: ['pokemon'], skipped: [] };
  });
  await finishFreshSignIn(client, 'user-1', TODAY);
  expect(localStorage.getItem(game.dailyKey)).toBeNull();
  await new Promise((resolve) => setTimeout(resolve, 2000));
  expect(api.postGuestMerge).toHaveBeenCalledTimes(2);
  expect(api.postGuestMerge.mock.calls[1][0]).toEqual({ date: TODAY, games: { pokemon: { guesses: ['Pikachu'], receipts: ['receipt-pikachu'], hintRevealed: false } } });
  expect(kept()).toEqual([]);
  stop();
});

test('while the server refuses, the merge stays in storage for the next visit', async () => {
  const client = createQueryClient();
  client.setQueryData(CURRENT_USER_KEY, { id: 'user-1' } as never);
  const stop = startOutbox(client, localStorage);
  await new Promise((resolve) => setTimeout(resolve, 0));
  api.postGuestMerge.mockRejectedValue(new ApiRequestError('HTTP 503: Service Unavailable', 503, '/api/daily-game-states/merge'));
  jest.useFakeTimers({ doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate'] });
  const finishing = finishFreshSignIn(client, 'user-1', TODAY);
  await jest.advanceTimersByTimeAsync(5000);
  await finishing;
  expect(kept()).toHaveLength(1);
  const [entry] = JSON.parse(localStorage.getItem(kept()[0])!).clientState.mutations;
  expect(entry.state.variables).toMatchObject({ kind: 'guest-merge', userId: 'user-1', date: TODAY });
  jest.useRealTimers();
  stop();
});
