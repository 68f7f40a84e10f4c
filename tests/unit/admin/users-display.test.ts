/** The statistics editor's fields and the edit dialog's username rules (accounts-side §5). */
import { digitsOnly, fieldNumber } from '@/lib/admin/users-display';
import { statsProblem } from '@/lib/validation/admin-stats';
import { usernameProblem } from '@/lib/validation/username-messages';

test('stat fields keep digits only; an empty field is 0', () => {
  expect(digitsOnly('1a2-3.4 ')).toBe('1234');
  expect(digitsOnly('99999999999')).toBe('9999999');
  expect(fieldNumber('')).toBe(0);
  expect(fieldNumber('042')).toBe(42);
});

test('daily games within total games, best streak within daily games', () => {
  expect(statsProblem({ total_games_played: 5, total_daily_games_played: 5, best_daily_streak: 5 })).toBeNull();
  expect(statsProblem({ total_games_played: 4, total_daily_games_played: 5, best_daily_streak: 0 })).toBe('Daily games cannot be more than total games.');
  expect(statsProblem({ total_games_played: 9, total_daily_games_played: 5, best_daily_streak: 6 })).toMatch(/^Best streak cannot be more than daily games/);
});

test.each([
  ['', 'Username is required'],
  ['ab', 'Username must be at least 3 characters long'],
  ['a'.repeat(21), 'Username must be 20 characters or less'],
  ['no spaces', 'Username can only contain letters and numbers'],
  ['Émile', 'Username can only contain letters and numbers'],
  ['Kanto151', null],
])('username %j: %s', (name, problem) => {
  expect(usernameProblem(name)).toBe(problem);
});
