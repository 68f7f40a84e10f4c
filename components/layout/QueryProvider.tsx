'use client';

import { QueryClientProvider } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { startOutbox } from '@/lib/client/outbox';
import { createQueryClient } from '@/lib/client/query-client';

/**
 * One query cache per browser tab (and per server render), shared by every hook in lib/client/queries;
 * in the browser, the outbox of writes waiting to be confirmed is restored into it and kept.
 */
export function QueryProvider({ children }: { children: React.ReactNode }) {
  const [client] = useState(createQueryClient);
  useEffect(() => startOutbox(client), [client]);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
