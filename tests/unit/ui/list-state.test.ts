import { nextSort, readListState, writeListState, type ListState } from '@/components/ui/list-state';

const DEFAULTS: ListState<'name' | 'total'> = { sort: { key: 'name', direction: 'ascending' }, page: 1, search: '' };
const KEYS = ['name', 'total'] as const;
const read = (query: string) => readListState(new URLSearchParams(query), DEFAULTS, KEYS);

test('the URL gives the sort, page and search; anything unknown falls back to the defaults', () => {
  expect(read('sort=total&dir=desc&page=3&q=ann')).toEqual({ sort: { key: 'total', direction: 'descending' }, page: 3, search: 'ann' });
  expect(read('sort=password&dir=sideways&page=-2')).toEqual(DEFAULTS);
  expect(read('page=1.5')).toEqual(DEFAULTS);
  expect(readListState(null, DEFAULTS, KEYS)).toEqual(DEFAULTS);
});

test('only what differs from the defaults is written, and other parameters stay', () => {
  expect(writeListState('?game=pokemon', { ...DEFAULTS, sort: { key: 'total', direction: 'descending' } }, DEFAULTS)).toBe(
    '?game=pokemon&sort=total&dir=desc',
  );
  expect(writeListState('?sort=total&dir=desc&page=2', DEFAULTS, DEFAULTS)).toBe('');
  expect(read(writeListState('', { sort: { key: 'total', direction: 'ascending' }, page: 4, search: 'a b' }, DEFAULTS))).toEqual({
    sort: { key: 'total', direction: 'ascending' },
    page: 4,
    search: 'a b',
  });
});

test('a new column sorts ascending; the active one flips', () => {
  expect(nextSort({ key: 'name', direction: 'descending' }, 'total')).toEqual({ key: 'total', direction: 'ascending' });
  expect(nextSort({ key: 'total', direction: 'ascending' }, 'total')).toEqual({ key: 'total', direction: 'descending' });
});
