'use client';

import { useParams } from 'next/navigation';

function decoded(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** The game id in the current /solve/{gameId} URL, as the visitor typed it. */
export function RequestedGameId() {
  const params = useParams<{ gameId?: string }>();
  return <>{decoded(params?.gameId ?? '')}</>;
}
