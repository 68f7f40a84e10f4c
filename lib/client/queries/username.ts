/** POST /auth/check-username as a query per name (accounts-side §4.3). */
import { useQuery } from '@tanstack/react-query';
import { postUsernameCheck } from '@/lib/client/endpoints';

export const usernameCheckKey = (username: string | null) => ['username-check', username] as const;

/**
 * Whether `username` is free; nothing is asked while it is null. Every check asks afresh (another
 * player may take the name at any moment), so no answer is kept once the name is left.
 */
export function useUsernameCheck(username: string | null) {
  return useQuery({
    queryKey: usernameCheckKey(username),
    queryFn: () => postUsernameCheck(username ?? ''),
    enabled: username !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
