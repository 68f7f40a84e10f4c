/**
 * The admin User Management tab's settings that the browser and the server share (accounts-side §2.13,
 * §4.7, §9): page size, search delay, the statistics fields' input. The sortable columns are
 * db/queries/admin-user-sorts.ts, the statistics' rules lib/validation/admin-stats.ts. The list's sort,
 * page and search live in the address through components/ui/useListState.ts like every table's.
 */
export const ADMIN_USERS_PAGE_SIZE = 20;
export const USER_SEARCH_DELAY_MS = 500;
/** How long the statistics editor's success note stays (accounts-side §9). */
export const STATS_SAVED_NOTE_MS = 3_000;

/** The statistics editor's fields: digits only; an empty field reads as 0 (accounts-side §5). */
export function digitsOnly(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, 7);
}

export function fieldNumber(text: string): number {
  return text === '' ? 0 : Number(text);
}
