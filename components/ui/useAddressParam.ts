'use client';

import { useAddressState } from './useAddressState';

/** One query parameter as state: read from the URL at first, written back (replaceState) on change; null removes it. */
export function useAddressParam(name: string) {
  const [value, update] = useAddressState<string | null>(
    (params) => params?.get(name) || null,
    (current, next) => {
      const query = new URLSearchParams(current);
      if (next === null) query.delete(name);
      else query.set(name, next);
      const search = query.toString();
      return search ? `?${search}` : '';
    },
  );
  return [value, (next: string | null) => update(() => next)] as const;
}
