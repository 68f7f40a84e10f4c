'use client';

import { useEffect, useState } from 'react';
import { postUsernameCheck } from '@/lib/client/endpoints';
import { isValidUsername } from '@/lib/validation/username';

export type Availability = 'idle' | 'checking' | 'available' | 'unavailable';
export const AVAILABILITY_DEBOUNCE_MS = 500;

/**
 * Username availability (accounts-side §4.3): idle while the name is empty or invalid; checking
 * 500 ms after typing stops; then available or unavailable. A failed check returns to idle quietly.
 */
export function useUsernameAvailability(username: string): Availability {
  const [result, setResult] = useState<{ name: string; state: Availability }>({ name: '', state: 'idle' });
  const valid = isValidUsername(username);

  useEffect(() => {
    if (!valid) return;
    let cancelled = false;
    const timer = window.setTimeout(async () => {
      setResult({ name: username, state: 'checking' });
      try {
        const { available } = await postUsernameCheck(username);
        if (!cancelled) setResult({ name: username, state: available ? 'available' : 'unavailable' });
      } catch {
        if (!cancelled) setResult({ name: username, state: 'idle' });
      }
    }, AVAILABILITY_DEBOUNCE_MS);
    return () => {
      cancelled = true;
      window.clearTimeout(timer);
      // A result belongs to one pause in typing: typing a name again starts from idle.
      setResult({ name: '', state: 'idle' });
    };
  }, [username, valid]);

  return valid && result.name === username ? result.state : 'idle';
}
