'use client';

import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState } from 'react';
import { raiseAboveModals } from './top-layer';
import { CLOSE_ANIMATION_MS, createToast, visibleToasts, type Toast, type ToastOptions } from './toast-model';
import { AchievementToastBody } from './AchievementToastBody';
import styles from './Toast.module.css';

interface ToastApi {
  showToast: (message: string, options?: ToastOptions) => number;
  closeToast: (id: number) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}

export function ToastProvider({ children }: { children: React.ReactNode }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  const nextId = useRef(1);

  const closeToast = useCallback((id: number) => {
    setToasts((all) => all.map((toast) => (toast.id === id ? { ...toast, closing: true } : toast)));
    window.setTimeout(() => setToasts((all) => all.filter((toast) => toast.id !== id)), CLOSE_ANIMATION_MS);
  }, []);

  const showToast = useCallback(
    (message: string, options?: ToastOptions) => {
      const toast = createToast(nextId.current++, message, options);
      setToasts((all) => [...all, toast]);
      if (toast.autoClose) window.setTimeout(() => closeToast(toast.id), toast.autoCloseDelay);
      return toast.id;
    },
    [closeToast],
  );

  const api = useMemo(() => ({ showToast, closeToast }), [showToast, closeToast]);

  // A toast shown while a modal dialog is open must appear above it, not behind its backdrop.
  const stackRef = useRef<HTMLDivElement>(null);
  const newestId = toasts.at(-1)?.id;
  useEffect(() => raiseAboveModals(stackRef.current), [newestId]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div ref={stackRef} className={styles.stack} role="region" aria-label="Notifications" popover="manual">
        {visibleToasts(toasts).map((toast) => (
          <div
            key={toast.id}
            className={`${styles.toast} ${styles[toast.type]} ${toast.closing ? styles.closing : ''}`}
            role={toast.type === 'error' ? 'alert' : 'status'}
          >
            {toast.achievement ? <AchievementToastBody message={toast.message} achievement={toast.achievement} /> : <span>{toast.message}</span>}
            <button type="button" className={styles.close} aria-label="Dismiss notification" onClick={() => closeToast(toast.id)}>
              ×
            </button>
          </div>
        ))}
      </div>
    </ToastContext.Provider>
  );
}
