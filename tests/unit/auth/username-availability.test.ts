/** Username availability (accounts-side §4.3, §9 "availability debounce 500 ms"). */
import { act } from '@testing-library/react';
import { useUsernameAvailability } from '@/lib/client/queries/username';
import { renderHookWithQuery as renderHook } from '@/tests/helpers/query-wrapper';
import { ApiRequestError } from '@/lib/client/api';
import { postUsernameCheck, type UsernameCheckResponse } from '@/lib/client/endpoints';
import { deferred } from './auth-fixtures';

jest.mock('@/lib/client/endpoints');
const checkUsername = jest.mocked(postUsernameCheck);
const checked = (available: boolean): UsernameCheckResponse => ({ username: 'alice', available });

function renderAvailability(initial = '') {
  return renderHook(({ name }) => useUsernameAvailability(name), { initialProps: { name: initial } });
}

/** Advances the fake clock and lets the awaited request settle inside act. */
async function wait(ms: number) {
  await act(async () => {
    await jest.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  checkUsername.mockReset();
  jest.useFakeTimers();
});
afterEach(() => {
  jest.clearAllTimers();
  jest.useRealTimers();
});

test.each(['', 'ab', 'has space', 'bad!name', 'a'.repeat(21)])('stays idle for %p without asking the server', async (name) => {
  const { result } = renderAvailability(name);
  expect(result.current).toBe('idle');
  await wait(2_000);
  expect(result.current).toBe('idle');
  expect(checkUsername).not.toHaveBeenCalled();
});

test('is checking only after 500 ms without typing, then available', async () => {
  const answer = deferred<UsernameCheckResponse>();
  checkUsername.mockReturnValueOnce(answer.promise);
  const { result } = renderAvailability('alice');

  await wait(499);
  expect(result.current).toBe('idle');
  expect(checkUsername).not.toHaveBeenCalled();

  await wait(1);
  expect(result.current).toBe('checking');
  expect(checkUsername).toHaveBeenCalledTimes(1);
  expect(checkUsername).toHaveBeenCalledWith('alice');

  await act(async () => answer.resolve(checked(true)));
  expect(result.current).toBe('available');
});

test('is unavailable when the server says so', async () => {
  checkUsername.mockResolvedValueOnce(checked(false));
  const { result } = renderAvailability('taken');
  await wait(500);
  expect(result.current).toBe('unavailable');
});

test('typing again within 500 ms restarts the wait; only the last value is checked', async () => {
  checkUsername.mockResolvedValue(checked(true));
  const { result, rerender } = renderAvailability('ali');
  await wait(400);
  rerender({ name: 'alic' });
  await wait(400);
  rerender({ name: 'alice' });
  await wait(499);
  expect(checkUsername).not.toHaveBeenCalled();
  expect(result.current).toBe('idle');

  await wait(1);
  expect(checkUsername).toHaveBeenCalledTimes(1);
  expect(checkUsername).toHaveBeenCalledWith('alice');
  expect(result.current).toBe('available');

  await wait(2_000);
  expect(checkUsername).toHaveBeenCalledTimes(1);
});

test('a changed name forgets the previous answer at once', async () => {
  checkUsername.mockResolvedValue(checked(true));
  const { result, rerender } = renderAvailability('alice');
  await wait(500);
  expect(result.current).toBe('available');
  rerender({ name: 'alice2' });
  expect(result.current).toBe('idle');
  rerender({ name: 'al' });
  await wait(1_000);
  expect(result.current).toBe('idle');
  expect(checkUsername).toHaveBeenCalledTimes(1);
});

test('an answer for a name that was edited meanwhile is not applied', async () => {
  const slow = deferred<UsernameCheckResponse>();
  checkUsername.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(checked(false));
  const { result, rerender } = renderAvailability('alice');
  await wait(500);
  rerender({ name: 'alicia' });
  await act(async () => slow.resolve(checked(true)));
  expect(result.current).toBe('idle');
  await wait(500);
  expect(result.current).toBe('unavailable');
});

test('an old answer arriving after the name was edited and typed back is not applied', async () => {
  const slow = deferred<UsernameCheckResponse>();
  checkUsername.mockReturnValueOnce(slow.promise).mockResolvedValueOnce(checked(false));
  const { result, rerender } = renderAvailability('alice');
  await wait(500);
  rerender({ name: 'alic' });
  rerender({ name: 'alice' });
  await act(async () => slow.resolve(checked(true)));
  expect(result.current).not.toBe('available');
  await wait(500);
  expect(checkUsername).toHaveBeenCalledTimes(2);
  expect(result.current).toBe('unavailable');
});

test("typing back a name whose check was cut short shows 'checking' only after a new 500 ms pause", async () => {
  checkUsername.mockReturnValueOnce(new Promise(() => {})).mockResolvedValueOnce(checked(false));
  const { result, rerender } = renderAvailability('alice');
  await wait(500);
  expect(result.current).toBe('checking');
  rerender({ name: 'alic' });
  expect(result.current).toBe('idle');
  rerender({ name: 'alice' });
  expect(result.current).toBe('idle');
  await wait(499);
  expect(result.current).toBe('idle');
  await wait(1);
  expect(result.current).toBe('unavailable');
});

test('a failed request returns to idle', async () => {
  checkUsername.mockRejectedValueOnce(new TypeError('Failed to fetch'));
  const { result } = renderAvailability('alice');
  await wait(500);
  expect(result.current).toBe('idle');
});

test('a server error returns to idle', async () => {
  checkUsername.mockRejectedValueOnce(new ApiRequestError('HTTP 429: Too Many Requests', 429, '/auth/check-username', 'Too many requests'));
  const { result } = renderAvailability('alice');
  await wait(500);
  expect(result.current).toBe('idle');
});
