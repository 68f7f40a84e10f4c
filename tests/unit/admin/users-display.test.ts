/** The User Management list's state in the address, its sorting, and the statistics fields (accounts-side §4.7, §5). */
import {
  DEFAULT_USER_LIST,
  digitsOnly,
  fieldNumber,
  readUserListState,
  statsProblem,
  withSearch,
  withSort,
  writeUserListState,
} from '@/lib/admin/users-display';
import { usernameProblem } from '@/lib/validation/username-messages';

test('the default list is newest first, page 1, no search', () => {
  expect(readUserListState(new URLSearchParams(''))).toEqual({ search: '', page: 1, sortBy: 'created_at', sortOrder: 'desc', selected: null });
});

test('the address round-trips, keeps ?tab and leaves defaults out', () => {
  const state = { search: 'amy', page: 3, sortBy: 'max_best_streak' as const, sortOrder: 'asc' as const, selected: 'u1' };
  const query = writeUserListState('?tab=user-management&stale=1', state);
  expect(query).toBe('?tab=user-management&stale=1&q=amy&page=3&sort=max_best_streak&order=asc&user=u1');
  expect(readUserListState(new URLSearchParams(query))).toEqual(state);
  expect(writeUserListState('?q=old&page=2', DEFAULT_USER_LIST)).toBe('');
});

test('nonsense in the address falls back to the defaults', () => {
  expect(readUserListState(new URLSearchParams('page=-2&sort=password&order=sideways'))).toEqual(DEFAULT_USER_LIST);
  expect(readUserListState(new URLSearchParams('page=1.5')).page).toBe(1);
});

test('a click on the sorted column flips its order; another column starts descending; both go to page 1', () => {
  const onPage4 = { ...DEFAULT_USER_LIST, page: 4 };
  expect(withSort(onPage4, 'created_at')).toEqual({ ...DEFAULT_USER_LIST, sortOrder: 'asc' });
  expect(withSort(withSort(onPage4, 'created_at'), 'created_at').sortOrder).toBe('desc');
  expect(withSort(onPage4, 'username')).toEqual({ ...DEFAULT_USER_LIST, sortBy: 'username', sortOrder: 'desc' });
  expect(withSearch(onPage4, 'bo')).toEqual({ ...DEFAULT_USER_LIST, search: 'bo' });
});

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
