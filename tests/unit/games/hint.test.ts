/** @jest-environment node */
import { hintLockMessage, hintState, hintUnlocksIn } from '@/lib/games/hint';
import { HINT_WAS_AVAILABLE_MESSAGE } from '@/lib/messages/game';

describe('hint', () => {
  test.each([
    [0, 5],
    [3, 2],
    [4, 1],
    [5, 0],
    [9, 0],
  ])('after %i attempts it unlocks in %i', (attempts, remaining) => expect(hintUnlocksIn(attempts, 5)).toBe(remaining));

  test('lock message in singular and plural', () => {
    expect(hintLockMessage(1)).toBe('Hint unlocks in 1 guess.');
    expect(hintLockMessage(3)).toBe('Hint unlocks in 3 guesses.');
    expect(HINT_WAS_AVAILABLE_MESSAGE).toBe('Hint was available.');
  });

  test('state', () => {
    expect(hintState(4, 5, false)).toBe('locked');
    expect(hintState(5, 5, false)).toBe('available');
    expect(hintState(5, 5, true)).toBe('revealed');
  });
});
