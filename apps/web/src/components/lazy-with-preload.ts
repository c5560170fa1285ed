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

/** A lazily loaded screen: the component, and a `preload` that resolves once it is loaded. */
export interface LazyScreen<P> {
  Component: LazyExoticComponent<ComponentType<P>>;
  preload: () => Promise<unknown>;
}

/**
 * `React.lazy` for a screen's default export that does not suspend once its chunk is loaded:
 * after `preload()` has resolved, the factory hands React an already-settled thenable, so the
 * screen renders in the same pass. Decision 025: the browser preloads the current route's
 * screen before `hydrateRoot`, so hydration never suspends on it; a suspended boundary that
 * receives an update (the shell's first effects) would be thrown away and rendered afresh,
 * blanking the server's HTML.
 */
export function lazyScreen<P>(load: () => Promise<{ default: ComponentType<P> }>): LazyScreen<P> {
  let loaded: { default: ComponentType<P> } | undefined;
  let pending: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const settled = (module: { default: ComponentType<P> }) =>
    // a thenable that calls back at once: React.lazy reads it as resolved without suspending
    ({
      then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve(module),
    }) as unknown as Promise<{ default: ComponentType<P> }>;
  return { Component: lazy(() => (loaded ? settled(loaded) : preload())), preload };
}
