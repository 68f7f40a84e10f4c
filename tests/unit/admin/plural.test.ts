/** @jest-environment node */
import { countOf } from '@/lib/plural';

test('a count reads in the singular only for exactly one (issue 26 §19: the admin list said "1 players")', () => {
  expect(countOf(1, 'player')).toBe('1 player');
  expect(countOf(0, 'player')).toBe('0 players');
  expect(countOf(2, 'player')).toBe('2 players');
  expect(countOf(1234, 'player')).toBe('1,234 players');
  expect(countOf(3, 'entry', 'entries')).toBe('3 entries');
});
