import 'server-only';
import { redirect } from 'next/navigation';
import type { UserRow } from '@/db/queries/users';
import { HOME_PATH, SIGN_IN_PATH, USERNAME_SETUP_PATH, type PageAccess } from './page-access';
import { canOpenAdminPages } from './roles';
import { getViewerAccount } from './viewer';

/**
 * Guards for server-rendered pages (guardedPage, lib/auth/guarded-page.ts, applies each page's): each either returns the viewer's account row (read once per render,
 * so the page reuses it) or redirects where proxy.ts would have sent the visitor (lib/auth/page-access.ts).
 * A database outage is thrown on, for survivesDatabaseOutage() to show its panel.
 */

interface SignedInPageOptions {
  /** 'chosen': a username is needed (else /username-setup); 'not-chosen': only before choosing one (else /). */
  username?: 'chosen' | 'not-chosen';
}

export type PageAccount = UserRow;

export async function requireSignedInPage(options: { username: 'chosen' }): Promise<PageAccount & { username: string }>;
export async function requireSignedInPage(options?: SignedInPageOptions): Promise<PageAccount>;
export async function requireSignedInPage(options: SignedInPageOptions = {}): Promise<PageAccount> {
  const account = await getViewerAccount();
  if (!account) redirect(SIGN_IN_PATH);
  if (options.username === 'chosen' && !account.username) redirect(USERNAME_SETUP_PATH);
  if (options.username === 'not-chosen' && account.username) redirect(HOME_PATH);
  return account;
}

/** Admins and owners only; everyone else (signed out included) goes home (accounts-side §2.1). */
export async function requireAdminPage(): Promise<PageAccount> {
  const account = await getViewerAccount();
  if (!account || !canOpenAdminPages(account)) redirect(HOME_PATH);
  return account;
}

/** Pages for signed-out visitors only (/login): a signed-in visitor goes home. */
export async function requireSignedOutPage(): Promise<void> {
  if (await getViewerAccount()) redirect(HOME_PATH);
}

/** The server check of each page access (lib/auth/guarded-page.ts applies it); null where nothing is read. */
export const PAGE_CHECKS: Record<PageAccess, (() => Promise<PageAccount | void>) | null> = {
  public: null,
  'public-before-username': null,
  'signed-out': requireSignedOutPage,
  'signed-in': () => requireSignedInPage({ username: 'chosen' }),
  'signed-in-without-username': () => requireSignedInPage({ username: 'not-chosen' }),
  admin: requireAdminPage,
};
