import {
  Suspense,
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import { lazyWithPreload, whenIdle } from './lazy-with-preload.js';

/** The Snackbar and Alert load with the first toast (keeps them out of the initial bundle). */
const ToastView = lazyWithPreload(
  () => import('./toast-view.js'),
  (m) => m.ToastView,
);

/**
 * The app's alert toasts (ERR-007..009, PROF-021, PROF-044): one message at a time at the
 * bottom centre; a new message replaces the shown one. Success toasts close after 4 s,
 * errors after 6 s. Screen readers hear them: the Alert is a live region ('status' for
 * success, 'alert' for errors).
 */

export type ToastSeverity = 'success' | 'error' | 'info';

export interface Toast {
  /** Shows a success toast ('Update success'); the text is already translated. */
  success: (message: string) => void;
  /** Shows an error toast (the server message, ERR-007). */
  error: (message: string) => void;
  info: (message: string) => void;
}

export interface ShownToast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

const ToastContext = createContext<Toast | null>(null);

export const DURATION_MS: Readonly<Record<ToastSeverity, number>> = {
  success: 4000,
  info: 4000,
  error: 6000,
};

/** Provides `useToast()`; mount once inside the MUI ThemeProvider (app/providers.tsx). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);
  // fetched when the browser is idle, so an error toast shows even if the network drops later
  useEffect(() => whenIdle(() => void ToastView.preload().catch(() => undefined)), []);

  const show = useCallback((severity: ToastSeverity, message: string) => {
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message, severity }));
    setOpen(true);
  }, []);

  const api = useMemo<Toast>(
    () => ({
      success: (message) => show('success', message),
      error: (message) => show('error', message),
      info: (message) => show('info', message),
    }),
    [show],
  );

  return (
    <ToastContext.Provider value={api}>
      {children}
      {toast && (
        <Suspense fallback={null}>
          <ToastView.Component toast={toast} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </ToastContext.Provider>
  );
}

/** Whether a `ToastProvider` is mounted above (for components shown on pages that exist already). */
export function useToastAvailable(): boolean {
  return useContext(ToastContext) !== null;
}

/**
 * The toast functions. Throws when no `ToastProvider` is mounted above (like `useConfirm`).
 *
 * @example const toast = useToast(); toast.success(t('toast.updateSuccess'));
 */
export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast() needs a <ToastProvider> above it');
  return toast;
}
