/** POST /auth/check-username as a query per name, and POST /auth/set-username as a mutation (accounts-side §4.3). */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { postSetUsername, postUsernameCheck } from '@/lib/client/endpoints';
import { isValidUsername } from '@/lib/validation/username';
import { SEND_AT_ONCE } from './send-at-once';

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

/** Saves the name; when that fails, the name may have been taken since it was checked: it is checked again. */
export function useSetUsername() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (username: string) => postSetUsername(username),
    onError: (_error, username) => void client.invalidateQueries({ queryKey: usernameCheckKey(username) }),
    ...SEND_AT_ONCE,
  });
}

export type Availability = 'idle' | 'checking' | 'available' | 'unavailable';
export const AVAILABILITY_DEBOUNCE_MS = 500;

/**
 * Username availability (accounts-side §4.3): idle while the name is empty or invalid; checking
 * 500 ms after typing stops; then available or unavailable. A failed check returns to idle quietly.
 */
export function useUsernameAvailability(username: string): Availability {
  const queryClient = useQueryClient();
  // The name once typing has paused for 500 ms; null while typing.
  const [settled, setSettled] = useState<string | null>(null);
  const valid = isValidUsername(username);

  useEffect(() => {
    if (!valid) return;
    const timer = window.setTimeout(() => setSettled(username), AVAILABILITY_DEBOUNCE_MS);
    return () => {
      window.clearTimeout(timer);
      // A check belongs to one pause in typing: an answer still on its way is dropped.
      void queryClient.cancelQueries({ queryKey: usernameCheckKey(username) });
      setSettled(null);
    };
  }, [username, valid, queryClient]);

  const check = useUsernameCheck(valid && settled === username ? username : null);
  if (!valid || settled !== username) return 'idle';
  if (check.isFetching) return 'checking';
  if (check.isError || !check.data) return 'idle';
  return check.data.available ? 'available' : 'unavailable';
}
