import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/system';
import { theme } from './theme.js';
import { queryClient } from '../lib/query-client.js';
import { ToastProvider } from '../components/toast.js';
import { ConfirmDialogProvider } from '../components/confirm-dialog/confirm-dialog-provider.js';

/**
 * The theme as `@mui/material`'s `ThemeProvider` hands it on for a theme without CSS variables
 * (no `colorSchemes`): `vars: null`, given to `@mui/system`'s provider. Decision 059: material's
 * provider also imports the CSS-variables provider (colour-scheme storage, its script), which this
 * theme never uses, into the entry.
 */
const providedTheme = { ...theme, vars: null };

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
      <ThemeProvider theme={providedTheme}>
        <CssBaseline />
        <ConfirmDialogProvider>
          <ToastProvider>{children}</ToastProvider>
        </ConfirmDialogProvider>
      </ThemeProvider>
    </QueryClientProvider>
  );
}
