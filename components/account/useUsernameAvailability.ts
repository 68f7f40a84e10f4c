'use client';

import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { usernameCheckKey, useUsernameCheck } from '@/lib/client/queries/username';
import { isValidUsername } from '@/lib/validation/username';

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
