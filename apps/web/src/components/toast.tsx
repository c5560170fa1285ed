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

/**
 * The app's alert toasts (ERR-007..009, PROF-021, PROF-044): one message at a time at the
 * bottom centre; a new message replaces the shown one. Success toasts close after 4 s,
 * errors after 6 s. Screen readers hear them: the Alert is a live region ('status' for
 * success, 'alert' for errors). The Snackbar itself loads when the browser is idle after the
 * page load, or at the first toast (`ToastView`, its own chunk): none of them is on a first screen.
 */

const View = lazyWithPreload(
  () => import('./toast-view.js'),
  (m) => m.ToastView,
);

export type ToastSeverity = 'success' | 'error' | 'info';

export interface Toast {
  /** Shows a success toast ('Update success'); the text is already translated. */
  success: (message: string) => void;
  /** Shows an error toast (the server message, ERR-007). */
  error: (message: string) => void;
  info: (message: string) => void;
}

interface ShownToast {
  id: number;
  message: string;
  severity: ToastSeverity;
}

const ToastContext = createContext<Toast | null>(null);

const DURATION_MS: Readonly<Record<ToastSeverity, number>> = {
  success: 4000,
  info: 4000,
  error: 6000,
};

/** Provides `useToast()`; mount once inside the MUI ThemeProvider (app/providers.tsx). */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [toast, setToast] = useState<ShownToast | null>(null);
  const [open, setOpen] = useState(false);

  const show = useCallback((severity: ToastSeverity, message: string) => {
    setToast((previous) => ({ id: (previous?.id ?? 0) + 1, message, severity }));
    setOpen(true);
  }, []);

  useEffect(() => whenIdle(() => void View.preload()), []);

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
          <View.Component
            key={toast.id}
            message={toast.message}
            severity={toast.severity}
            open={open}
            autoHideMs={DURATION_MS[toast.severity]}
            onClose={() => setOpen(false)}
          />
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
