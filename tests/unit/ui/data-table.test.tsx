import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable';
import type { SortState } from '@/components/ui/list-state';

interface Fruit {
  name: string;
  count: number;
}

const COLUMNS: DataTableColumn<Fruit>[] = [
  { key: 'name', header: 'Name', rowHeader: true, sortable: true, cell: (fruit) => fruit.name },
  { key: 'count', header: 'Count', numeric: true, cell: (fruit) => fruit.count },
];
const FRUITS = [
  { name: 'apple', count: 3 },
  { name: 'pear', count: 1 },
];

function table(rows: Fruit[] | null, extra: Partial<Parameters<typeof DataTable<Fruit>>[0]> = {}) {
  return render(<DataTable label="Fruit table" columns={COLUMNS} rows={rows} rowKey={(fruit) => fruit.name} empty="No fruit." {...extra} />);
}

test('rows and their cells, the first as the row header, each cell labelled with its column for the phone layout', () => {
  table(FRUITS);
  const region = screen.getByRole('region', { name: 'Fruit table' });
  expect(within(region).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Name', 'Count']);
  expect(within(region).getAllByRole('rowheader').map((cell) => cell.textContent)).toEqual(['apple', 'pear']);
  expect(screen.getByRole('cell', { name: '3' })).toHaveAttribute('data-label', 'Count');
});

test('while loading: skeleton rows and a busy table', () => {
  table(null, { skeletonRows: 4 });
  expect(screen.getAllByTestId('skeleton-row')).toHaveLength(4);
  expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
});

test('no rows: the empty state instead of the table', () => {
  table([]);
  expect(screen.getByText('No fruit.')).toBeInTheDocument();
  expect(screen.queryByRole('table')).not.toBeInTheDocument();
});

test('a sortable header is a button that reports its column; only the active one carries aria-sort', () => {
  const onSort = jest.fn();
  const sort: SortState = { key: 'name', direction: 'descending' };
  table(FRUITS, { sort, onSort });
  const name = screen.getByRole('columnheader', { name: /Name/ });
  expect(name).toHaveAttribute('aria-sort', 'descending');
  expect(screen.getByRole('columnheader', { name: 'Count' })).not.toHaveAttribute('aria-sort');
  expect(within(screen.getByRole('columnheader', { name: 'Count' })).queryByRole('button')).not.toBeInTheDocument();
  fireEvent.click(within(name).getByRole('button'));
  expect(onSort).toHaveBeenCalledWith('name');
});

function PagedTable() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  return (
    <DataTable
      label="Fruit table"
      columns={COLUMNS}
      rows={[FRUITS[page - 1]].filter((fruit) => fruit.name.includes(search))}
      rowKey={(fruit) => fruit.name}
      pager={{ page, pageCount: 2, onPage: setPage }}
      search={{ value: search, onChange: setSearch, label: 'Search fruit' }}
    />
  );
}

test('the pager moves between pages and stops at both ends; the search box filters', () => {
  render(<PagedTable />);
  expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
  fireEvent.click(screen.getByRole('button', { name: 'Next' }));
  expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
  expect(screen.getByRole('rowheader')).toHaveTextContent('pear');
  expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();

  fireEvent.change(screen.getByRole('searchbox', { name: 'Search fruit' }), { target: { value: 'zzz' } });
  expect(screen.queryByRole('rowheader')).not.toBeInTheDocument();
});

test('no pager when everything fits on one page', () => {
  table(FRUITS, { pager: { page: 1, pageCount: 1, onPage: jest.fn() } });
  expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
});
