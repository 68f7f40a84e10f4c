/** Dates in the admin tables and modals: the admin's own time zone, e.g. 'Nov 25, 2026, 2:05 PM'. */
export function formatDateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });
}
