/** A table's list state in the address (components/ui/useListState.ts): every change starts from the latest state. */
import { act, renderHook } from '@testing-library/react';
import { useListState } from '@/components/ui/useListState';

jest.mock('next/navigation', () => ({ useSearchParams: () => new URLSearchParams(window.location.search) }));

const DEFAULTS = { sort: { key: 'created_at' as const, direction: 'descending' as const }, page: 1, search: '' };
const KEYS = ['created_at', 'username'] as const;

beforeEach(() => window.history.replaceState(null, '', '/admin?tab=user-management'));

test('a search handed on late (after a typing pause) keeps a sort chosen meanwhile, and both reach the address', () => {
  const { result } = renderHook(() => useListState(DEFAULTS, KEYS));
  const searchFromBeforeTheSort = result.current.searchFor; // what a debounce timer set up earlier still holds
  act(() => result.current.sortBy('username'));
  act(() => searchFromBeforeTheSort('amy'));
  expect(result.current.sort).toEqual({ key: 'username', direction: 'ascending' });
  expect(result.current.search).toBe('amy');
  expect(window.location.search).toBe('?tab=user-management&sort=username&dir=asc&q=amy');
});

test('a page is read back from the address; sorting or searching returns to page 1', () => {
  window.history.replaceState(null, '', '/admin?page=3&sort=username&dir=desc');
  const { result } = renderHook(() => useListState(DEFAULTS, KEYS));
  expect(result.current.page).toBe(3);
  act(() => result.current.sortBy('username'));
  expect(result.current).toEqual(expect.objectContaining({ page: 1, sort: { key: 'username', direction: 'ascending' } }));
  act(() => result.current.goToPage(2));
  act(() => result.current.searchFor('bo'));
  expect(result.current.page).toBe(1);
});
