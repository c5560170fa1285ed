import { startTransition, useDeferredValue, useEffect, useSyncExternalStore } from 'react';
import { whenIdle } from '../components/lazy-with-preload.js';

const noSubscription = () => () => undefined;

/**
 * false on the server and during the hydrating client's first render, true
 * after (and at once in a client-only render). Parts that read the local session, local storage
 * or `window` render their guest version until it is true, so the hydrated tree matches the
 * server's HTML. After hydration the switch to true is deferred (`useDeferredValue`): React
 * re-renders a store read with a server snapshot synchronously, and every part that changes
 * with it (a layout's other variant removed, the scroll button mounted) then rendered in one
 * long task right after the page hydrated; deferred, that work is a transition, in slices.
 */
export function useHydrated(): boolean {
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useDeferredValue(hydrated, hydrated);
}

/**
 * Whether the page is still hydrating the server's HTML: from `hydrateRoot` (`startHydrating`)
 * until the browser is first idle after the routed screen has hydrated (`ScreenHydrationMark`),
 * since a screen's nested boundaries hydrate after the screen itself.
 */
let hydrating = false;

/** Called by the entry point just before it hydrates the server's HTML. */
export function startHydrating(): void {
  hydrating = true;
}

/**
 * Runs `update` (state setters) as a transition while the page hydrates, else at once. For a
 * part that measures itself once mounted (a collapsed block, the header's menu): the server's
 * HTML is already on screen and CSS covers it until then, so the measure's re-render can come in
 * slices; set urgently from the hydrating commit, every such part of a page re-rendered in one
 * long task. In a page rendered in the browser, or on a resize, it comes before the next paint.
 */
export function deferWhileHydrating(update: () => void): void {
  if (hydrating) startTransition(update);
  else update();
}

/**
 * Measures `element` now and on every resize (a `ResizeObserver`); returns the stop function.
 * While the page hydrates, the first measure is the observer's first report instead, which comes
 * after the browser's own layout of the frame: read in the hydrating commit, a size forced that
 * layout (style and layout of the whole page) inside the commit's task, the largest part of the
 * task after hydration on a phone. CSS shows the right variant until then (`deferWhileHydrating`).
 */
export function observeSize(element: Element, measure: () => void): () => void {
  if (typeof ResizeObserver === 'undefined') {
    measure();
    return () => undefined;
  }
  if (!hydrating) measure();
  const observer = new ResizeObserver(measure);
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Rendered beside the routed screen, inside its Suspense boundary (`RouteSwitch`): once that
 * boundary has committed it marks the document `<html data-hydrated="true">`, which the e2e
 * suite awaits after each page load (decision 025). The shell hydrates first and the screen
 * after it, in a pass of its own (its boundary): marked from the shell, the document said
 * 'hydrated' while the screen was still the server's HTML. The page stops counting as
 * hydrating (`deferWhileHydrating`) once the browser is next idle.
 * Renders nothing; it is in the server's tree too, so both trees have the same shape and
 * React's `useId` gives the same ids on both sides.
 */
export function ScreenHydrationMark(): null {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    if (hydrating) whenIdle(() => (hydrating = false));
  }, []);
  return null;
}
