export { ToastProvider, useToast } from './ToastProvider';
export type { ToastOptions, ToastType } from './toast-model';
