/**
 * An admin call the server refused with a 403 (issue 36 item 13): the role may have changed since the page
 * loaded. apiRequest (lib/client/api.ts) tells the page; components/auth/RoleWatch.tsx reads the user again.
 */
export const ADMIN_REFUSED_EVENT = 'guessdle:admin-refused';

const ADMIN_CALLS = '/api/admin/';

export function noticeRefusal(endpoint: string, status: number): void {
  if (status === 403 && endpoint.startsWith(ADMIN_CALLS) && typeof window !== 'undefined') window.dispatchEvent(new Event(ADMIN_REFUSED_EVENT));
}
