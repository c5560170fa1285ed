import { QueryClient } from '@tanstack/react-query';

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
