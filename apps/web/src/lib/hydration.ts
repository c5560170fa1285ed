import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * false on the server and during the hydrating client's first render, true
 * after (and at once in a client-only render). Parts that read the local session, local storage
 * or `window` render their guest version until it is true, so the hydrated tree matches the
 * server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
