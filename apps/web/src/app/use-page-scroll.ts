import { useEffect, useLayoutEffect, useRef } from 'react';
import { NavigationType, useLocation, useNavigationType, type Location } from 'react-router';
import { parsePath, type AppRoute } from '@bgc/shared';
import { viewerBackground } from '../lib/viewer-location.js';

/**
 * Decision 037: where a page opens. The app uses declarative routes (no data router), so React
 * Router's `<ScrollRestoration>` is not available; this hook is its equivalent, the one place
 * that moves the window on a navigation:
 *  - a navigation to another page (a PUSH or REPLACE whose page identity differs) opens at the
 *    top, with the focus on the main heading (h1; the main landmark when the page has none);
 *  - a course tab, a ranking pager step or a filter change on the same list (same identity, or
 *    only the query string changed) keeps the reader where they are;
 *  - back and forward (POP) restore the position the reader left, once the page is tall enough.
 */

/** How long a restoration waits for the page to grow to the stored position, in ms. */
const RESTORE_MAX_MS = 3_000;
/** How long the focus waits for the new page's heading to render (lazy chunks), in ms. */
const HEADING_MAX_MS = 5_000;
/** Positions kept for back and forward (one per history entry, oldest dropped first). */
const MAX_POSITIONS = 200;

/** Window scroll position (CSS px from the top) of each history entry, by location key. */
const positions = new Map<string, number>();

function remember(key: string, top: number): void {
  positions.delete(key);
  positions.set(key, top);
  if (positions.size > MAX_POSITIONS) positions.delete(positions.keys().next().value!);
}

/**
 * The page a location shows, as a string: two locations with the same identity are the same page
 * (a course and its tabs; a ranking area and its pager steps; any path with another query string;
 * the same page at another language's address; a media viewer opened over the page beneath it).
 */
export function pageIdentity(location: Pick<Location, 'pathname' | 'state'>): string {
  const route = parsePath(location.pathname);
  if (route.name === 'mediaView') {
    const background = viewerBackground(location.state);
    if (background) return pageIdentity({ pathname: background.pathname, state: null });
  }
  return identityOf(route, location.pathname);
}

function identityOf(route: AppRoute, pathname: string): string {
  if (route.name === 'course') return `course:${route.country}/${route.slug}`;
  if (route.name === 'ranking')
    return `ranking:${route.scope}:${'slug' in route ? route.slug : ''}`;
  // the same page at its address in another language (a language switch) is the same page
  if (route.name === 'notFound') return pathname;
  return JSON.stringify(route);
}

/**
 * Scrolls back to `top` (px) as the page grows; stops when reached, on the reader's own
 * scroll, or after RESTORE_MAX_MS. Returns the stop.
 */
function restore(top: number): () => void {
  const started = performance.now();
  let frame = 0;
  const stop = () => {
    cancelAnimationFrame(frame);
    for (const event of READER_EVENTS) window.removeEventListener(event, stop);
  };
  const step = () => {
    window.scrollTo(0, top);
    if (Math.abs(window.scrollY - top) < 2 || performance.now() - started > RESTORE_MAX_MS) stop();
    else frame = requestAnimationFrame(step);
  };
  for (const event of READER_EVENTS) window.addEventListener(event, stop, { passive: true });
  step();
  return stop;
}
const READER_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * Puts the focus on the new page's main heading once it renders, unless the page has put it on
 * something of its own (an autofocused field). Without a heading after HEADING_MAX_MS, the main
 * landmark takes it.
 */
function focusHeading(): () => void {
  const main = document.querySelector('main');
  if (!main) return () => undefined;
  const started = performance.now();
  let frame = 0;
  const step = () => {
    const active = document.activeElement;
    if (active && active !== document.body && main.contains(active) && active !== main) return;
    const heading = main.querySelector<HTMLElement>('h1');
    const target = heading ?? (performance.now() - started > HEADING_MAX_MS ? main : null);
    if (!target) {
      frame = requestAnimationFrame(step);
      return;
    }
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  };
  step();
  return () => cancelAnimationFrame(frame);
}

/**
 * Mounted once by the shell (decision 037). Records the window's position for the current
 * history entry while the reader scrolls, and applies the rules above on every navigation.
 */
export function usePageScroll(): void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ key: string; identity: string } | null>(null);

  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
    // the entry shown when the event fires (set at commit, before any scroll of the new page)
    const save = () => {
      if (previous.current) remember(previous.current.key, window.scrollY);
    };
    window.addEventListener('scroll', save, { passive: true });
    return () => window.removeEventListener('scroll', save);
  }, []);

  useLayoutEffect(() => {
    const identity = pageIdentity(location);
    const before = previous.current;
    previous.current = { key: location.key, identity };
    // the first page of the visit: the browser put it where the address says
    if (!before || before.key === location.key) return;
    if (navigationType === NavigationType.Pop) return restore(positions.get(location.key) ?? 0);
    if (before.identity === identity) return;
    window.scrollTo(0, 0);
    return focusHeading();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one run per history entry
  }, [location.key]);
}
