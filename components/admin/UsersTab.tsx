'use client';

import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable';
import type { ListState } from '@/components/ui/list-state';
import { useAddressParam } from '@/components/ui/useAddressParam';
import { useDebouncedSearch } from '@/components/ui/useDebouncedSearch';
import { useListState } from '@/components/ui/useListState';
import { ADMIN_USER_SORTS, type AdminUserSort } from '@/db/queries/admin-user-sorts';
import type { AdminUser } from '@/lib/client/endpoints';
import { useAdminUsers } from '@/lib/client/queries/admin-users';
import { ADMIN_USERS_PAGE_SIZE, USER_SEARCH_DELAY_MS } from '@/lib/admin/users-display';
import { USERS_LOAD_FAILED } from '@/lib/messages/admin';
import type { Actor } from '@/lib/auth/roles';
import { countOf } from '@/lib/plural';
import { formatDateTime } from '@/lib/time-display';
import { useNarrowScreen } from './useNarrowScreen';
import { UserDetail } from './UserDetail';
import styles from './AdminUsers.module.css';

/** The list's defaults (accounts-side §9): newest players first. */
const LIST_DEFAULTS: ListState<AdminUserSort> = { sort: { key: 'created_at', direction: 'descending' }, page: 1, search: '' };

/** User Management (accounts-side §2.13): search, sortable columns, pages, and the selected player's details. */
export function UsersTab({ viewer }: { viewer: Actor }) {
  const list = useListState(LIST_DEFAULTS, ADMIN_USER_SORTS);
  // Sent once typing pauses for 500 ms; a new search goes back to page 1.
  const [typed, search] = useDebouncedSearch(list.search, USER_SEARCH_DELAY_MS, list.searchFor);
  const [selectedId, setSelectedId] = useAddressParam('user');
  const users = useAdminUsers({
    search: list.search.trim(),
    page: list.page,
    limit: ADMIN_USERS_PAGE_SIZE,
    sortBy: list.sort.key,
    sortOrder: list.sort.direction === 'ascending' ? 'asc' : 'desc',
  });

  // The chosen player stays open while the list pages or searches away from them.
  const [pinned, setPinned] = useState<AdminUser | null>(null);
  // Closing the details puts focus back on the Manage button that opened them.
  const returnFocusTo = useRef<string | null>(null);
  function select(user: AdminUser | null) {
    if (!user) returnFocusTo.current = selectedId;
    setPinned(user);
    setSelectedId(user?.id ?? null);
  }
  useEffect(() => {
    if (selectedId || !returnFocusTo.current) return;
    document.querySelector<HTMLElement>(`[data-manage="${CSS.escape(returnFocusTo.current)}"]`)?.focus();
    returnFocusTo.current = null;
  }, [selectedId]);
  const narrow = useNarrowScreen();
  const rows = users.data?.users ?? (users.error ? [] : null);
  const fromList = users.data?.users.find((user) => user.id === selectedId);
  const selected = selectedId ? (fromList ?? (pinned?.id === selectedId ? pinned : null)) : null;

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
        <Button size="small" variant={user.id === selectedId ? 'primary' : 'secondary'} aria-pressed={user.id === selectedId} onClick={() => select(user.id === selectedId ? null : user)} aria-label={`Manage ${user.username ?? user.email ?? 'player'}`} data-manage={user.id}>
          Manage
        </Button>
      ),
    },
  ];

  return (
    <div className={styles.usersTab}>
      {users.data && <p className={styles.muted}>{countOf(users.data.pagination.totalUsers, 'player')}</p>}
      {users.error && (
        <p className={styles.banner} role="alert">
          {USERS_LOAD_FAILED}
        </p>
      )}
      <DataTable
        label="Users"
        caption="Players; the column buttons sort"
        columns={columns}
        rows={rows}
        rowKey={(user) => user.id}
        skeletonRows={8}
        empty={users.error ? undefined : <p>No players match this search.</p>}
        search={{ value: typed, onChange: search, label: 'Search users', placeholder: 'Username or e-mail...' }}
        sort={list.sort}
        onSort={(key) => list.sortBy(key as AdminUserSort)}
        rowProps={(user) => ({ 'aria-selected': user.id === selectedId ? true : undefined, className: user.id === selectedId ? styles.selectedRow : undefined })}
        phoneLayout="stack"
        tableClassName={styles.usersTable}
        pager={users.data ? { page: users.data.pagination.currentPage, pageCount: users.data.pagination.totalPages, onPage: list.goToPage } : undefined}
      />
      {selected && <UserDetail key={selected.id} user={selected} viewer={viewer} onUpdated={setPinned} onClose={() => select(null)} layout={narrow ? 'panel' : 'inline'} />}
    </div>
  );
}
