import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { theme } from './theme.js';
import { ToastProvider } from '../components/toast.js';
import { ConfirmDialogProvider } from '../components/confirm-dialog/confirm-dialog-provider.js';

/** Server state lives in TanStack Query (D-12); data stays fresh for a minute. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 60_000, retry: 1, refetchOnWindowFocus: false },
  },
});

/** App-wide providers: server-state cache, MUI theme, baseline CSS, confirm dialog and toasts. */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ConfirmDialogProvider>
          <ToastProvider>{children}</ToastProvider>
        </ConfirmDialogProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
