/**
 * The calls that moved out of components into lib/client/queries: what each sends, and that the ones a
 * player waits on fail at once when the browser believes it is offline (as the plain requests did),
 * instead of waiting for the connection.
 */
import { act } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { renderHookWithQuery as renderHook } from '@/tests/helpers/query-wrapper';
import { ApiRequestError } from '@/lib/client/api';
import { deleteAccount, postAccountExport, postEasterEgg, postSetUsername, postUserActivity } from '@/lib/client/endpoints';
import { useAccountExport, useSessionCalls } from '@/lib/client/queries/account';
import { usePlayerMomentCalls } from '@/lib/client/queries/achievements';
import { useSetUsername } from '@/lib/client/queries/username';

jest.mock('@/lib/client/endpoints');
const api = {
  export: jest.mocked(postAccountExport),
  delete: jest.mocked(deleteAccount),
  activity: jest.mocked(postUserActivity),
  easterEgg: jest.mocked(postEasterEgg),
  setUsername: jest.mocked(postSetUsername),
};
const unreachable = () => new ApiRequestError('Request timeout', 0, '/x');

beforeEach(() => jest.resetAllMocks());
afterEach(() => onlineManager.setOnline(true));

test("the data download and the deletion send the player's id and the typed confirmation", async () => {
  api.export.mockResolvedValue({ exported_at: '2026-11-01T00:00:00Z' } as Awaited<ReturnType<typeof postAccountExport>>);
  api.delete.mockResolvedValue({ ok: true });
  const exported = renderHook(() => useAccountExport('user-1')).result;
  const session = renderHook(() => useSessionCalls()).result;
  await act(async () => {
    await expect(exported.current.mutateAsync()).resolves.toEqual({ exported_at: '2026-11-01T00:00:00Z' });
    await session.current.deleteAccount({ userId: 'user-1', confirmation: 'ann' });
  });
  expect(api.export).toHaveBeenCalledWith('user-1');
  expect(api.delete).toHaveBeenCalledWith('user-1', 'ann');
});

test("the game page's moments send what they record and answer what they unlocked", async () => {
  api.activity.mockResolvedValue({ ok: true, newAchievements: [] });
  api.easterEgg.mockResolvedValue({ success: true, newAchievements: [] });
  const { result } = renderHook(() => usePlayerMomentCalls());
  const body = { activity_type: 'how_to_play_viewed', game_id: 'bible-books', activity_data: null } as Parameters<typeof postUserActivity>[0];
  await act(async () => {
    await expect(result.current.recordActivity(body)).resolves.toEqual({ ok: true, newAchievements: [] });
    await result.current.sendEasterEgg('secret');
  });
  expect(api.activity).toHaveBeenCalledWith(body);
  expect(api.easterEgg).toHaveBeenCalledWith('secret');
});

test('offline, a download, a deletion and a username save fail at once instead of waiting', async () => {
  onlineManager.setOnline(false);
  api.export.mockRejectedValue(unreachable());
  api.delete.mockRejectedValue(unreachable());
  api.setUsername.mockRejectedValue(unreachable());
  const exported = renderHook(() => useAccountExport('user-1')).result;
  const session = renderHook(() => useSessionCalls()).result;
  const username = renderHook(() => useSetUsername()).result;
  await act(async () => {
    await expect(exported.current.mutateAsync()).rejects.toThrow('Request timeout');
    await expect(session.current.deleteAccount({ userId: 'user-1', confirmation: 'ann' })).rejects.toThrow('Request timeout');
    await expect(username.current.mutateAsync('alice')).rejects.toThrow('Request timeout');
  });
});
