'use client';

import { useParams } from 'next/navigation';
import { tryDecode } from '@/lib/http/decode';

/** The game id in the current /solve/{gameId} URL, as the visitor typed it. */
export function RequestedGameId() {
  const params = useParams<{ gameId?: string }>();
  const id = params?.gameId ?? '';
  return <>{tryDecode(id) ?? id}</>;
}
