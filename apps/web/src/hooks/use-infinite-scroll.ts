import { useCallback, useEffect, useRef, type RefCallback } from 'react';
import { INFINITE_SCROLL_DELAY_MS, INFINITE_SCROLL_MARGIN_PX } from '@bgc/shared';

/**
 * Infinite scroll (RANK-014, RANK-015, CONST-008): a sentinel element placed after a list
 * asks for the next page once it comes within `marginPx` (250 px) of the viewport bottom
 * (or has been scrolled past) and stays there for `delayMs` (500 ms). Split in a pure trigger (timers injected, unit
 * tested) and a React hook that feeds it from an IntersectionObserver.
 */

/** IntersectionObserver `rootMargin` that grows the viewport downwards by `marginPx` px. */
export function rootMarginFor(marginPx: number): string {
  return `0px 0px ${Math.max(0, Math.round(marginPx))}px 0px`;
}

/**
 * CONST-008: the sentinel counts as reached when its top is at most `marginPx` below the
 * viewport bottom, including when it has already been scrolled past (a fast fling to the
 * footer still loads more, as classic infinite-scroll directives do).
 */
export function isSentinelReached(
  sentinelTop: number,
  viewportHeight: number,
  marginPx: number,
): boolean {
  return sentinelTop <= viewportHeight + marginPx;
}

/** Timer functions the trigger uses; injected so tests can drive time by hand. */
export interface TriggerTimers {
  set: (fn: () => void, ms: number) => unknown;
  clear: (handle: unknown) => void;
}

export interface ScrollTrigger {
  /**
   * Reports the latest state: `reached` = sentinel within the margin or passed, `enabled` =
   * more pages exist and no load or error is pending. Starts the delay when both hold,
   * cancels it as soon as one does not.
   */
  update: (reached: boolean, enabled: boolean) => void;
  /** Cancels a pending delay; the trigger stays usable. */
  dispose: () => void;
}

const browserTimers: TriggerTimers = {
  set: (fn, ms) => globalThis.setTimeout(fn, ms),
  clear: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * Pure part of the hook: calls `onTrigger` once per continuous `delayMs` period in which
 * the sentinel is in range and loading is enabled. After a trigger the caller reports
 * `enabled = false` while the page loads, then `true` again: if the sentinel is still in
 * range (short list) the next delay starts, so short pages keep filling the screen.
 */
export function createScrollTrigger(
  onTrigger: () => void,
  delayMs: number = INFINITE_SCROLL_DELAY_MS,
  timers: TriggerTimers = browserTimers,
): ScrollTrigger {
  let handle: unknown = null;
  let intersecting = false;
  let enabled = false;

  const cancel = (): void => {
    if (handle !== null) timers.clear(handle);
    handle = null;
  };

  return {
    update(nextIntersecting, nextEnabled) {
      intersecting = nextIntersecting;
      enabled = nextEnabled;
      if (!intersecting || !enabled) {
        cancel();
        return;
      }
      if (handle !== null) return;
      handle = timers.set(() => {
        handle = null;
        if (intersecting && enabled) onTrigger();
      }, delayMs);
    },
    dispose: cancel,
  };
}

export interface InfiniteScrollOptions {
  /** More pages exist (false once currentPage >= totalPages or a page came back empty). */
  hasMore: boolean;
  /** A page is loading or the last load failed: no automatic trigger meanwhile (RANK-015). */
  paused: boolean;
  /** Loads the next page. */
  onLoadMore: () => void;
  /** Distance from the viewport bottom that counts as "reached" (px). */
  marginPx?: number;
  /** Time the sentinel must stay in range before loading (ms). */
  delayMs?: number;
}

/**
 * Returns a ref callback for the sentinel element placed after the list.
 * Without IntersectionObserver (old browsers) it does nothing; the page's visible
 * "Load more" button remains the fallback (also for keyboard users).
 * The observer is set up by the ref callback itself (React 19 runs the cleanup it returns when
 * the node goes): a sentinel kept in state re-rendered the whole list at once, in one
 * synchronous pass, as soon as the page had hydrated (its `setState` from the commit).
 */
export function useInfiniteScroll({
  hasMore,
  paused,
  onLoadMore,
  marginPx = INFINITE_SCROLL_MARGIN_PX,
  delayMs = INFINITE_SCROLL_DELAY_MS,
}: InfiniteScrollOptions): RefCallback<Element> {
  const onLoadMoreRef = useRef(onLoadMore);
  const reachedRef = useRef(false);
  const measureRef = useRef<(() => boolean) | null>(null);
  const triggerRef = useRef<ScrollTrigger | null>(null);
  const enabled = hasMore && !paused;
  const enabledRef = useRef(enabled);

  useEffect(() => {
    onLoadMoreRef.current = onLoadMore;
  }, [onLoadMore]);

  useEffect(() => {
    const trigger = createScrollTrigger(() => onLoadMoreRef.current(), delayMs);
    triggerRef.current = trigger;
    return () => {
      trigger.dispose();
      triggerRef.current = null;
    };
  }, [delayMs]);

  // Re-measure when loading finishes: appended cards move the sentinel, possibly without
  // crossing the viewport (no observer callback then); and for a new trigger, which the
  // observer may have reported to before it existed.
  useEffect(() => {
    enabledRef.current = enabled;
    if (measureRef.current) reachedRef.current = measureRef.current();
    triggerRef.current?.update(reachedRef.current, enabled);
  }, [enabled, delayMs]);

  return useCallback(
    (node: Element | null) => {
      if (!node || typeof IntersectionObserver === 'undefined') return undefined;
      const measure = (): boolean =>
        isSentinelReached(node.getBoundingClientRect().top, window.innerHeight, marginPx);
      // The observer only wakes us up when the sentinel enters or leaves the range; the
      // position itself is measured, so a sentinel scrolled past still counts as reached.
      const observer = new IntersectionObserver(
        () => {
          reachedRef.current = measure();
          triggerRef.current?.update(reachedRef.current, enabledRef.current);
        },
        { rootMargin: rootMarginFor(marginPx) },
      );
      observer.observe(node);
      measureRef.current = measure;
      return () => {
        observer.disconnect();
        measureRef.current = null;
        reachedRef.current = false;
        triggerRef.current?.update(false, enabledRef.current);
      };
    },
    [marginPx],
  );
}
