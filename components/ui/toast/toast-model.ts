/** Toast rules (accounts-side §4.2 and §9): pure, so they can be tested without a browser. */

export type ToastType = 'success' | 'error' | 'warning' | 'info' | 'achievement';

/** What an achievement toast shows beside its message. */
export interface ToastAchievement {
  name: string;
  description: string;
  imageFilename: string;
  rarity: string;
}

export interface Toast {
  id: number;
  type: ToastType;
  message: string;
  autoClose: boolean;
  autoCloseDelay: number;
  closing: boolean;
  achievement?: ToastAchievement;
}

export const DEFAULT_AUTO_CLOSE_MS = 5000;
export const CLOSE_ANIMATION_MS = 300;
export const MAX_VISIBLE_TOASTS = 3;

export interface ToastOptions {
  type?: ToastType;
  autoClose?: boolean;
  autoCloseDelay?: number;
  achievement?: ToastAchievement;
}

export function createToast(id: number, message: string, options: ToastOptions = {}): Toast {
  return {
    id,
    message,
    type: options.type ?? 'info',
    autoClose: options.autoClose ?? true,
    autoCloseDelay: options.autoCloseDelay ?? DEFAULT_AUTO_CLOSE_MS,
    closing: false,
    ...(options.achievement ? { achievement: options.achievement } : {}),
  };
}

/** The newest toasts on top; only the top three are shown. */
export function visibleToasts(toasts: readonly Toast[]): Toast[] {
  return toasts.slice(-MAX_VISIBLE_TOASTS).reverse();
}
