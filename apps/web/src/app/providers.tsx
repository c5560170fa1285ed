import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from './theme.js';
import { ToastProvider } from '../components/toast.js';
import { ConfirmDialogProvider } from '../components/confirm-dialog/confirm-dialog-provider.js';

/**
 * A query client with the app's defaults (the browser's one, or one per server render, which
 * does not retry: a failed read is left to the client).
 */
export function createQueryClient(retry = 1): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry, refetchOnWindowFocus: false },
    },
  });
}

/** Server state lives in TanStack Query (D-12); data stays fresh for a minute. */
export const queryClient = createQueryClient();

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
