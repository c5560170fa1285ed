import { useEffect, useSyncExternalStore } from 'react';

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

/**
 * Rendered beside the routed screen, inside its Suspense boundary (`RouteSwitch`): once that
 * boundary has committed it marks the document `<html data-hydrated="true">`, which the e2e
 * suite awaits after each page load (decision 025). The shell hydrates first and the screen
 * after it, in a pass of its own (its boundary): marked from the shell, the document said
 * 'hydrated' while the screen was still the server's HTML.
 * Renders nothing; it is in the server's tree too, so both trees have the same shape and
 * React's `useId` gives the same ids on both sides.
 */
export function ScreenHydrationMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return null;
}
