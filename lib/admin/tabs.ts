/** The admin dashboard's tabs (accounts-side §2.13, §4.7), kept in the address as ?tab=. */
export const ADMIN_TABS = [
  { id: 'user-management', label: 'User Management' },
  { id: 'actions', label: 'Actions' },
  { id: 'feedback', label: 'Feedback' },
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number]['id'];

export const DEFAULT_ADMIN_TAB: AdminTab = 'user-management';

export function adminTabOf(value: string | null | undefined): AdminTab {
  return ADMIN_TABS.find((tab) => tab.id === value)?.id ?? DEFAULT_ADMIN_TAB;
}
