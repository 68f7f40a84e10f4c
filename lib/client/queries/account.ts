/**
 * The account's calls as mutations (accounts-side §4.1, §7.1): the session's for
 * components/auth/AuthProvider.tsx (sign-out, sign-out everywhere, account deletion, the cookie's periodic
 * refresh) and the player's data download (/settings).
 */
import { useMutation } from '@tanstack/react-query';
import { refreshSessionCookie, requestLogout, requestLogoutEverywhere } from '../auth-api';
import { deleteAccount, postAccountExport } from '../endpoints';
import { SEND_AT_ONCE } from './send-at-once';

export function useSessionCalls() {
  const logout = useMutation({ mutationFn: () => requestLogout(), ...SEND_AT_ONCE });
  const logoutEverywhere = useMutation({ mutationFn: () => requestLogoutEverywhere(), ...SEND_AT_ONCE });
  const removeAccount = useMutation({
    mutationFn: async ({ userId, confirmation }: { userId: string; confirmation: string }) => {
      await deleteAccount(userId, confirmation);
    },
    ...SEND_AT_ONCE,
  });
  const refreshCookie = useMutation({ mutationFn: () => refreshSessionCookie(), ...SEND_AT_ONCE });
  // mutateAsync keeps its identity across renders: callers may list these as effect dependencies.
  return {
    requestLogout: logout.mutateAsync,
    requestLogoutEverywhere: logoutEverywhere.mutateAsync,
    deleteAccount: removeAccount.mutateAsync,
    refreshSessionCookie: refreshCookie.mutateAsync,
  };
}

/** POST /auth/users/{id}/export: everything kept about the player, as one answer. */
export function useAccountExport(userId: string) {
  return useMutation({ mutationFn: () => postAccountExport(userId), ...SEND_AT_ONCE });
}
