'use client';

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useEffect, useMemo } from 'react';
import type { AccountUser } from '@/lib/auth/account-user';
import { hasAuthIndicator, SESSION_REFRESH_INTERVAL_MS } from '@/lib/client/auth-api';
import { broadcastAuthEvent, subscribeAuthEvents } from '@/lib/client/auth-events';
import { forgetUser, lastKnownUser, rememberUser } from '@/lib/client/last-user';
import { resendPendingLogoutsWhileOpen } from '@/lib/client/pending-logout';
import { CURRENT_USER_KEY, currentUserQuery, refreshCurrentUser } from '@/lib/client/queries/current-user';
import { useSessionCalls } from '@/lib/client/queries/account';

export type AuthStatus = 'loading' | 'signedIn' | 'signedOut';

interface AuthContextValue {
  status: AuthStatus;
  user: AccountUser | null;
  /** Re-reads the current user from the server; when that fails (other than a 401) the last known user stays, and is read again. */
  refreshUser: () => Promise<AccountUser | null>;
  /** After a fresh sign-in: re-reads the user and tells the other tabs. */
  announceSignIn: () => Promise<AccountUser | null>;
  /** Signs this tab and the others out, whatever the server says; resolves with a message to show when it could not confirm the sign-out. */
  logout: () => Promise<string | null>;
  /** Ends every session of the user on every device; throws (and keeps the user) when the server refuses. */
  logoutEverywhere: () => Promise<void>;
  /** Deletes the account (typed confirmation), then signs this tab and the others out; throws when the server refuses. */
  deleteAccount: (userId: string, confirmation: string) => Promise<void>;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** The browser holds a session (the indicator cookie the server sets with it); false while rendering on the server. */
const sessionExists = () => typeof document !== 'undefined' && hasAuthIndicator();

/**
 * The browser's view of the session (accounts-side §4.1): loading until decided. The user is read once
 * per tab (a query, so every page shares it) and replaced by sign-in, sign-out and the other tabs' events.
 * Only a 401 signs the browser out: a read that fails otherwise (a 503 of a database timeout) keeps the
 * last known user and is tried again. Before any read has answered in this tab, a session the browser
 * holds is never taken for a guest: the user this browser last knew stands in (lib/client/last-user.ts),
 * or the state stays loading, until a read answers (issue 36 item 0).
 */
export function AuthProvider({ children }: { children: React.ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending, failureCount } = useQuery(currentUserQuery);
  const unanswered = data === undefined;
  const standIn = unanswered && failureCount > 0 && sessionExists() ? lastKnownUser() : null;
  const user = data ?? standIn;
  const status: AuthStatus = user ? 'signedIn' : unanswered && (isPending || sessionExists()) ? 'loading' : 'signedOut';

  useEffect(() => {
    if (data) rememberUser(data);
    else if (data === null) forgetUser();
  }, [data]);
  const router = useRouter();
  const { requestLogout, requestLogoutEverywhere, deleteAccount: deleteAccountCall, refreshSessionCookie } = useSessionCalls();

  const applyUser = useCallback(
    (next: AccountUser | null) => {
      // A read of the user sent before this change (a page load, say) must not answer over it.
      void queryClient.cancelQueries({ queryKey: CURRENT_USER_KEY });
      queryClient.setQueryData(CURRENT_USER_KEY, next);
      return next;
    },
    [queryClient],
  );

  const refreshUser = useCallback(() => refreshCurrentUser(queryClient), [queryClient]);

  const announceSignIn = useCallback(async () => {
    const next = await refreshUser();
    if (next) broadcastAuthEvent('login');
    return next;
  }, [refreshUser]);

  /** Ends the session through `end`, then signs this tab and the others out. */
  const signOutAfter = useCallback(
    async <T,>(end: () => Promise<T>): Promise<T> => {
      const outcome = await end();
      applyUser(null);
      broadcastAuthEvent('logout');
      return outcome;
    },
    [applyUser],
  );
  const logout = useCallback(() => signOutAfter(() => requestLogout()), [signOutAfter, requestLogout]);
  // A failure throws before anything is cleared: the player stays signed in and is told.
  const logoutEverywhere = useCallback(() => signOutAfter(() => requestLogoutEverywhere()), [signOutAfter, requestLogoutEverywhere]);
  const deleteAccount = useCallback(
    (userId: string, confirmation: string) => signOutAfter(() => deleteAccountCall({ userId, confirmation })),
    [signOutAfter, deleteAccountCall],
  );

  useEffect(() => {
    return subscribeAuthEvents((type) => {
      if (type === 'login') void refreshUser();
      else applyUser(null);
      router.refresh(); // server-rendered parts and cached prefetches belong to the old session
    });
  }, [applyUser, refreshUser, router]);

  // Sign-outs a server could not confirm are sent again until one does.
  useEffect(() => resendPendingLogoutsWhileOpen(), []);

  useEffect(() => {
    if (status !== 'signedIn') return;
    const timer = window.setInterval(async () => {
      if (!(await refreshSessionCookie())) applyUser(null);
    }, SESSION_REFRESH_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [status, applyUser, refreshSessionCookie]);

  const value = useMemo(
    () => ({ status, user, refreshUser, announceSignIn, logout, logoutEverywhere, deleteAccount }),
    [status, user, refreshUser, announceSignIn, logout, logoutEverywhere, deleteAccount],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used inside <AuthProvider>');
  return value;
}
