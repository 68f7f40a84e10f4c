'use client';

import type { HTMLAttributes, ReactNode } from 'react';
import styles from './DataTable.module.css';
import { DataTablePager, type PagerProps } from './DataTablePager';
import { DataTableSearch, type SearchProps } from './DataTableSearch';
import type { SortState } from './list-state';

export interface DataTableColumn<Row> {
  key: string;
  /** The header's text; also the cell's label in the stacked phone layout. */
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** This column's cell names its row (a row header). */
  rowHeader?: boolean;
  /** The header is a button that sorts by this column (needs `sort` and `onSort`). */
  sortable?: boolean;
  /** Tabular figures, bold. */
  numeric?: boolean;
  className?: string;
}

interface DataTableProps<Row> {
  /** The scrolling region's name, e.g. 'Leaderboard table'. */
  label: string;
  caption?: string;
  columns: readonly DataTableColumn<Row>[];
  /** null while loading: skeleton rows are shown. */
  rows: readonly Row[] | null;
  rowKey: (row: Row, index: number) => string;
  skeletonRows?: number;
  /** Shown instead of the table when there are no rows. */
  empty?: ReactNode;
  sort?: SortState;
  onSort?: (key: string) => void;
  search?: SearchProps;
  pager?: PagerProps;
  rowProps?: (row: Row) => HTMLAttributes<HTMLTableRowElement>;
  /**
   * On a phone: 'stack' shows each row as a card of labelled values; 'scroll' keeps the table, with
   * the first column fixed and a fade on the side that has more to see.
   */
  phoneLayout?: 'stack' | 'scroll';
  tableClassName?: string;
}

/** The site's data table: columns, sortable headers, empty state, skeleton rows, search and pager. */
export function DataTable<Row>(props: DataTableProps<Row>) {
  const { rows, empty, search, pager } = props;
  const table = rows !== null && rows.length === 0 && empty !== undefined ? <div className={styles.empty}>{empty}</div> : <Table {...props} />;
  return (
    <div className={styles.dataTable}>
      {search && <DataTableSearch {...search} />}
      {table}
      {pager && rows !== null && rows.length > 0 && <DataTablePager {...pager} />}
    </div>
  );
}

function Table<Row>({ label, caption, columns, rows, rowKey, skeletonRows = 5, sort, onSort, rowProps, phoneLayout = 'scroll', tableClassName }: DataTableProps<Row>) {
  const loading = rows === null;
  const layout = phoneLayout === 'stack' ? styles.stack : styles.scroll;
  return (
    <div className={`${styles.scroller} ${layout}`} role="region" aria-label={label} tabIndex={0}>
      <table className={`${styles.table} ${tableClassName ?? ''}`} aria-busy={loading || undefined}>
        {caption && <caption className="visually-hidden">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((column) => (
              <HeaderCell key={column.key} column={column} sort={sort} onSort={onSort} />
            ))}
          </tr>
        </thead>
        <tbody>
          {loading
            ? Array.from({ length: skeletonRows }, (_, index) => (
                <tr key={index} data-testid="skeleton-row">
                  {columns.map((column) => (
                    <td key={column.key}>
                      <span className={styles.skeleton} />
                    </td>
                  ))}
                </tr>
              ))
            : rows.map((row, index) => (
                <tr key={rowKey(row, index)} {...rowProps?.(row)}>
                  {columns.map((column) => {
                    const Cell = column.rowHeader ? 'th' : 'td';
                    const className = [column.numeric ? styles.number : '', column.className ?? ''].join(' ').trim();
                    return (
                      <Cell key={column.key} scope={column.rowHeader ? 'row' : undefined} className={className || undefined} data-label={column.header}>
                        {column.cell(row, index)}
                      </Cell>
                    );
                  })}
                </tr>
              ))}
        </tbody>
      </table>
    </div>
  );
}

function HeaderCell<Row>({ column, sort, onSort }: { column: DataTableColumn<Row>; sort?: SortState; onSort?: (key: string) => void }) {
  if (!column.sortable || !sort || !onSort) {
    return <th scope="col">{column.header}</th>;
  }
  const active = sort.key === column.key;
  return (
    <th scope="col" aria-sort={active ? sort.direction : undefined}>
      <button type="button" className={styles.sortButton} onClick={() => onSort(column.key)}>
        {column.header}
        <span className={styles.arrow} aria-hidden>
          {active ? (sort.direction === 'ascending' ? '▲' : '▼') : '↕'}
        </span>
      </button>
    </th>
  );
}
