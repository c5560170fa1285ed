import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { Alert, Snackbar } from '@mui/material';

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
      <Snackbar
        key={toast?.id}
        open={open && toast !== null}
        autoHideDuration={toast ? DURATION_MS[toast.severity] : null}
        onClose={(_, reason) => {
          if (reason !== 'clickaway') setOpen(false);
        }}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
        sx={{ bottom: { xs: 16, sm: 24 } }}
      >
        <Alert
          onClose={() => setOpen(false)}
          severity={toast?.severity ?? 'info'}
          variant="filled"
          role={toast?.severity === 'error' ? 'alert' : 'status'}
          sx={{ width: '100%', maxWidth: 560, alignItems: 'center', boxShadow: 3 }}
        >
          {toast?.message}
        </Alert>
      </Snackbar>
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
