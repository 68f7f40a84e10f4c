/** Toast rules (accounts-side §4.2 and §9): pure, so they can be tested without a browser. */

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'achievement';

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  autoClose: boolean;
  autoCloseDelay: number;
  closing: boolean;
}

export const DEFAULT_AUTO_CLOSE_MS = 5000;
export const CLOSE_ANIMATION_MS = 300;
export const MAX_VISIBLE_TOASTS = 3;

export interface ToastOptions {
  type?: ToastType;
  autoClose?: boolean;
  autoCloseDelay?: number;
}

export function createToast(id: number, message: string, options: ToastOptions = {}): Toast {
  return {
    id,
    message,
    type: options.type ?? 'info',
    autoClose: options.autoClose ?? true,
    autoCloseDelay: options.autoCloseDelay ?? DEFAULT_AUTO_CLOSE_MS,
    closing: false,
  };
}

/** The newest toasts on top; only the top three are shown. */
export function visibleToasts(toasts: readonly Toast[]): Toast[] {
  return toasts.slice(-MAX_VISIBLE_TOASTS).reverse();
}
