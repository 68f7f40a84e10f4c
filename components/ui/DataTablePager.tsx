import styles from './DataTable.module.css';

export interface PagerProps {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous, 'Page X of Y', Next; nothing when everything fits on one page. */
export function DataTablePager({ page, pageCount, onPage }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <nav className={styles.pager} aria-label="Pages">
      <button type="button" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        Previous
      </button>
      <span aria-live="polite">
        Page {page} of {pageCount}
      </span>
      <button type="button" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next
      </button>
    </nav>
  );
}
