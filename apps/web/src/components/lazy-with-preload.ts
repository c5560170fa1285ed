import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

export interface PreloadableComponent<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  /** Starts loading the chunk (on hover, focus or idle); safe to call many times. */
  preload: () => Promise<unknown>;
}

/**
 * `React.lazy` for a named export, with a `preload` to fetch the chunk before it is
 * needed. Used to keep menus, drawers and the search out of the initial bundle.
 */
export function lazyWithPreload<M, P>(
  load: () => Promise<M>,
  pick: (module: M) => ComponentType<P>,
): PreloadableComponent<P> {
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const factory = () =>
    (pending ??= load().then(
      (module) => ({ default: pick(module) }),
      (error: unknown) => {
        pending = undefined; // let a later attempt retry (network hiccup)
        throw error;
      },
    ));
  return { Component: lazy(factory), preload: factory };
}

/** Runs `task` once the browser is idle after the page load (fallback: a 2 s timer). */
export function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 4000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 2000);
  return () => window.clearTimeout(timer);
}
