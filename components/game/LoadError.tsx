'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { OFFLINE_MESSAGE } from '@/lib/messages/site';
import styles from './PlayArea.module.css';

const subscribeToConnection = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * The load failed: say so plainly and offer to try again. Without a connection (a game page the service
 * worker served offline) it says so in the offline page's words, and tries again by itself once the browser is back online.
 */
export function LoadError({ message, detail, onRetry }: { message: string; detail: string; onRetry: () => void }) {
  const offline = useSyncExternalStore(subscribeToConnection, () => !navigator.onLine, () => false);
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div className={styles.error} role="alert">
      <p>
        <strong>{offline ? OFFLINE_MESSAGE : message}</strong>
        {!offline && detail && <span className={styles.errorDetail}> ({detail})</span>}
      </p>
      <button type="button" className={styles.toolButton} onClick={onRetry}>
        Try again
      </button>
    </div>
  );
}
