'use client';

import { useEffect, useId, useState } from 'react';
import { useAddressState } from '@/components/ui/useAddressState';
import { useDebouncedSearch } from '@/components/ui/useDebouncedSearch';
import { DataTable, type DataTableColumn } from '@/components/ui/DataTable';
import { Field, SelectField } from '@/components/ui/Field';
import { Button } from '@/components/ui/Button';
import { StatCard } from '@/components/ui/StatCard';
import type { AdminFeedbackItem } from '@/lib/client/endpoints';
import { useAdminFeedbackList, useAdminFeedbackSummary, useUpdateFeedback } from '@/lib/client/queries/admin-feedback';
import {
  FEEDBACK_PAGE_SIZE,
  FEEDBACK_TYPE_LABELS,
  messagePreview,
  nextStep,
  senderName,
  STATUS_FILTER_OPTIONS,
  statusText,
  TYPE_FILTER_OPTIONS,
} from '@/lib/admin/feedback-display';
import { readFeedbackListState, withFilter, writeFeedbackListState } from '@/lib/admin/feedback-list-url';
import { FeedbackDetailModal } from './FeedbackDetailModal';
import { formatDateTime } from '@/lib/time-display';
import styles from './Admin.module.css';
import { FEEDBACK_LOAD_FAILED, FEEDBACK_STATS_LOAD_FAILED, NO_FEEDBACK_MESSAGE } from '@/lib/messages/admin';

const SEARCH_DELAY_MS = 300;

interface FilterSelectProps<Value extends string> {
  label: string;
  value: Value;
  options: readonly { value: Value; label: string }[];
  onChange: (value: Value) => void;
}

/** One of the list's filters: a select whose label is read by screen readers only. */
function FilterSelect<Value extends string>({ label, value, options, onChange }: FilterSelectProps<Value>) {
  const id = useId();
  return (
    <SelectField unwrapped hideLabel id={id} label={label} controlClassName={styles.control} value={value} onChange={(event) => onChange(event.target.value as Value)}>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

/** The admin Feedback tab (accounts-side §2.13): counts, search, filters, the table and the detail modal. */
export function FeedbackTab() {
  // The list's filters, search and page, kept in the address.
  const [state, update] = useAddressState(readFeedbackListState, writeFeedbackListState);
  // Sent once typing pauses; any change of it goes back to page 1.
  const [typed, search] = useDebouncedSearch(state.search, SEARCH_DELAY_MS, (value) => update((current) => withFilter(current, { search: value })));
  const [openId, setOpenId] = useState<number | null>(null);
  const list = useAdminFeedbackList({ page: state.page, limit: FEEDBACK_PAGE_SIZE, type: state.type, status: state.status, search: state.search.trim() });
  const summary = useAdminFeedbackSummary();
  const change = useUpdateFeedback();
  const searchId = useId();

  useEffect(() => {
    if (list.error) console.error(FEEDBACK_LOAD_FAILED, list.error);
    if (summary.error) console.error(FEEDBACK_STATS_LOAD_FAILED, summary.error);
  }, [list.error, summary.error]);

  const rows = list.data?.feedback ?? (list.error ? [] : null);
  const opened = list.data?.feedback.find((item) => item.id === openId) ?? null;
  const counts = summary.data?.total;

  const columns: DataTableColumn<AdminFeedbackItem>[] = [
    { key: 'type', header: 'Type', cell: (item) => <span className={styles.typeTag}>{FEEDBACK_TYPE_LABELS[item.type]}</span> },
    {
      key: 'subject',
      header: 'Subject',
      rowHeader: true,
      cell: (item) => (
        <span className={styles.subjectCell}>
          <span className={styles.subject}>{item.subject}</span>
          <span className={styles.preview}>{messagePreview(item.message)}</span>
        </span>
      ),
    },
    {
      key: 'from',
      header: 'From',
      cell: (item) => (
        <span className={styles.sender}>
          <span>{senderName(item)}</span>
          {item.email && <span className={styles.email}>{item.email}</span>}
        </span>
      ),
    },
    { key: 'status', header: 'Status', cell: (item) => <span className={styles.status} data-status={item.status}>{statusText(item.status)}</span> },
    { key: 'created', header: 'Created', cell: (item) => <time dateTime={item.created_at}>{formatDateTime(item.created_at)}</time> },
    {
      key: 'actions',
      header: 'Actions',
      cell: (item) => {
        const step = nextStep(item.status);
        return (
          <span className={styles.rowActions}>
            <Button size="small" variant="secondary" onClick={() => setOpenId(item.id)} aria-label={`View: ${item.subject}`}>
              View
            </Button>
            {step && (
              <Button size="small" disabled={change.isPending} onClick={() => change.mutate({ id: item.id, status: step.status })} aria-label={`${step.label}: ${item.subject}`}>
                {step.label}
              </Button>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <div className={styles.feedbackTab}>
      <h2>Feedback Management</h2>
      <dl className={styles.counts} aria-busy={summary.isPending || undefined}>
        <StatCard label="Total" value={counts?.total ?? '–'} />
        <StatCard label="Today" value={counts?.recent_day ?? '–'} />
        <StatCard label="This Week" value={counts?.recent_week ?? '–'} />
      </dl>
      <div className={styles.filters}>
        <Field className={styles.searchField} hideLabel id={searchId} label="Search feedback" controlClassName={styles.control} type="search" placeholder="Search feedback..." value={typed} maxLength={100} onChange={(event) => search(event.target.value)} />
        <FilterSelect label="Type" value={state.type} options={TYPE_FILTER_OPTIONS} onChange={(type) => update((current) => withFilter(current, { type }))} />
        <FilterSelect label="Status" value={state.status} options={STATUS_FILTER_OPTIONS} onChange={(status) => update((current) => withFilter(current, { status }))} />
      </div>
      {list.error && <p className={styles.error} role="alert">{FEEDBACK_LOAD_FAILED}</p>}
      <DataTable
        label="Feedback"
        caption="Feedback, newest first"
        columns={columns}
        rows={rows}
        rowKey={(item) => String(item.id)}
        skeletonRows={FEEDBACK_PAGE_SIZE}
        empty={list.error ? undefined : <p>{NO_FEEDBACK_MESSAGE}</p>}
        phoneLayout="stack"
        tableClassName={styles.feedbackTable}
        pager={list.data ? { page: list.data.pagination.page, pageCount: list.data.pagination.pages, onPage: (page) => update((current) => ({ ...current, page })) } : undefined}
      />
      {opened && <FeedbackDetailModal item={opened} onClose={() => setOpenId(null)} />}
    </div>
  );
}
