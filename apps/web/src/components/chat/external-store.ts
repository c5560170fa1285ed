import { useSyncExternalStore } from 'react';

/**
 * The subscription half of a module-level store read through React's `useSyncExternalStore`:
 * `read` returns the current snapshot (the same object until it changes), `notify()` tells the
 * subscribed components that it changed and `useSnapshot()` is the hook returning it.
 */
export function externalStore<T>(read: () => T): { notify: () => void; useSnapshot: () => T } {
  const listeners = new Set<() => void>();
  const subscribe = (l: () => void) => {
    listeners.add(l);
    return () => {
      listeners.delete(l);
    };
  };
  return {
    notify: () => {
      for (const l of listeners) l();
    },
    useSnapshot: () => useSyncExternalStore(subscribe, read, read),
  };
}
