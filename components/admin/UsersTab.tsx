'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable';
import type { AdminUser } from '@/lib/client/endpoints';
import { useAdminUsers } from '@/lib/client/queries/admin-users';
import { ADMIN_USERS_PAGE_SIZE, USER_SEARCH_DELAY_MS, withSearch, withSort, type AdminUserSort } from '@/lib/admin/users-display';
import type { Actor } from '@/lib/auth/roles';
import { formatDateTime } from './format';
import { UserDetail } from './UserDetail';
import { useUserListState } from './useUserListState';
import styles from './AdminUsers.module.css';

/** User Management (accounts-side §2.13): search, sortable columns, pages, and the selected player's details. */
export function UsersTab({ viewer }: { viewer: Actor }) {
  const [state, update] = useUserListState();
  const [typed, setTyped] = useState(state.search);
  const searchId = useId();
  const list = useAdminUsers({ search: state.search.trim(), page: state.page, limit: ADMIN_USERS_PAGE_SIZE, sortBy: state.sortBy, sortOrder: state.sortOrder });

  const searchTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(searchTimer.current), []);
  /** Sent once typing pauses for 500 ms; a new search goes back to page 1. */
  function search(value: string) {
    setTyped(value);
    window.clearTimeout(searchTimer.current);
    searchTimer.current = window.setTimeout(() => update((current) => withSearch(current, value)), USER_SEARCH_DELAY_MS);
  }

  // The chosen player stays open while the list pages or searches away from them.
  const [pinned, setPinned] = useState<AdminUser | null>(null);
  function select(user: AdminUser | null) {
    setPinned(user);
    update((current) => ({ ...current, selected: user?.id ?? null }));
  }
  const rows = list.data?.users ?? (list.error ? [] : null);
  const fromList = list.data?.users.find((user) => user.id === state.selected);
  const selected = state.selected ? (fromList ?? (pinned?.id === state.selected ? pinned : null)) : null;

  const columns: DataTableColumn<AdminUser>[] = [
    {
      key: 'username',
      header: 'Username',
      rowHeader: true,
      sortable: true,
      cell: (user) => (
        <span className={styles.nameCell}>
          <span className={styles.name}>{user.username ?? 'No username yet'}</span>
          <span className={styles.muted}>{user.email}</span>
        </span>
      ),
    },
    { key: 'role', header: 'Role', sortable: true, cell: (user) => <span className={styles.role} data-role={user.role}>{user.role}</span> },
    { key: 'total_games_across_all', header: 'Games', sortable: true, numeric: true, cell: (user) => user.total_games_across_all },
    { key: 'max_current_streak', header: 'Current Streak', sortable: true, numeric: true, cell: (user) => user.max_current_streak },
    { key: 'max_best_streak', header: 'Best Streak', sortable: true, numeric: true, cell: (user) => user.max_best_streak },
    { key: 'created_at', header: 'Joined', sortable: true, cell: (user) => <time dateTime={user.created_at}>{formatDateTime(user.created_at)}</time> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (user) => (
        <Button size="small" variant={user.id === state.selected ? 'primary' : 'secondary'} aria-pressed={user.id === state.selected} onClick={() => select(user.id === state.selected ? null : user)} aria-label={`Manage ${user.username ?? user.email ?? 'player'}`}>
          Manage
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.usersTab}>
      <div className={styles.searchRow}>
        <label htmlFor={searchId} className="visually-hidden">
          Search users
        </label>
        <input id={searchId} type="search" className={styles.control} placeholder="Username or e-mail..." value={typed} maxLength={100} onChange={(event) => search(event.target.value)} />
        {list.data && <p className={styles.muted}>{list.data.pagination.totalUsers.toLocaleString('en-US')} players</p>}
      </div>
      {list.error && (
        <p className={styles.banner} role="alert">
          Failed to fetch users
        </p>
      )}
      <DataTable
        label="Users"
        caption="Players; the column buttons sort"
        columns={columns}
        rows={rows}
        rowKey={(user) => user.id}
        skeletonRows={8}
        empty={list.error ? undefined : <p>No players match this search.</p>}
        sort={{ key: state.sortBy, direction: state.sortOrder === 'asc' ? 'ascending' : 'descending' }}
        onSort={(key) => update((current) => withSort(current, key as AdminUserSort))}
        rowProps={(user) => ({ 'aria-selected': user.id === state.selected ? true : undefined, className: user.id === state.selected ? styles.selectedRow : undefined })}
        phoneLayout="stack"
        tableClassName={styles.usersTable}
        pager={list.data ? { page: list.data.pagination.currentPage, pageCount: list.data.pagination.totalPages, onPage: (page) => update((current) => ({ ...current, page })) } : undefined}
      />
      {selected && <UserDetail key={selected.id} user={selected} viewer={viewer} onUpdated={setPinned} onClose={() => select(null)} />}
    </div>
  );
}
