'use client';

import { useEffect } from 'react';
import { UnavailablePanel } from '@/components/outage/UnavailablePanel';

/**
 * The last resort when a page fails while rendering (pages that read the database show their own
 * outage panel first, see survivesDatabaseOutage). Retry fetches the page again from the server.
 */
export default function PageError({ error, retry }: { error: Error & { digest?: string }; retry: () => void }) {
  useEffect(() => {
    console.error('[page] rendering failed', error.digest ?? error);
  }, [error]);
  return (
    <UnavailablePanel
      title="This page could not be shown"
      message="Something went wrong on our side, or the database could not be reached. Please try again in a moment."
      onRetry={retry}
    />
  );
}
