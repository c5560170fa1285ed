import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme.js';
import { queryClient } from '../lib/query-client.js';
import { ToastProvider } from '../components/toast.js';
import { ConfirmDialogProvider } from '../components/confirm-dialog/confirm-dialog-provider.js';

/**
 * App-wide providers: server-state cache, MUI theme, baseline CSS, confirm dialog and toasts.
 * A server render passes its own per-request `client`.
 */
export function Providers({
  children,
  client = queryClient,
}: {
  children: ReactNode;
  client?: QueryClient;
}) {
  return (
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <ConfirmDialogProvider>
          <ToastProvider>{children}</ToastProvider>
        </ConfirmDialogProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
