'use client';

import { useSearchParams } from 'next/navigation';
import { useState } from 'react';

/** One query parameter as state: read from the URL at first, written back (replaceState) on change; null removes it. */
export function useAddressParam(name: string) {
  const params = useSearchParams();
  const [value, setValue] = useState<string | null>(() => params.get(name) || null);

  function change(next: string | null) {
    setValue(next);
    const query = new URLSearchParams(window.location.search);
    if (next === null) query.delete(name);
    else query.set(name, next);
    const search = query.toString();
    window.history.replaceState(null, '', `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`);
  }
  return [value, change] as const;
}
