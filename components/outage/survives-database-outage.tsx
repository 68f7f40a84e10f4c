import type { ReactNode } from 'react';
import { isDatabaseUnavailable } from '@/lib/http/errors';
import { UnavailablePanel } from './UnavailablePanel';

/**
 * Wraps a page that reads the database: while the database is unreachable the page shows the plain
 * "can't reach the database" panel (with Retry) instead of failing with a 500. Every other error
 * (including Next's redirect and notFound) goes on as before.
 */
export function survivesDatabaseOutage<Props extends unknown[]>(Page: (...props: Props) => Promise<ReactNode> | ReactNode) {
  return async function PageOrOutagePanel(...props: Props): Promise<ReactNode> {
    try {
      return await Page(...props);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      console.error('[page] database unavailable:', error instanceof Error ? error.message : error);
      return <UnavailablePanel />;
    }
  };
}
