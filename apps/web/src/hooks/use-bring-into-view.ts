import { useEffect, type DependencyList, type RefObject } from 'react';

/** Room above an element brought into view for the sticky header (56 / 116 px high), in px. */
export const HEADER_SCROLL_MARGIN = { xs: 72, sm: 132 } as const;

/**
 * Decision 037: brings what a person just asked for into view (a search's results, the first
 * field a check refused) and puts the focus on it without a second jump. The element should
 * carry `scrollMarginTop: HEADER_SCROLL_MARGIN`; one that takes no focus by itself gets
 * `tabindex="-1"`.
 */
export function bringIntoView(element: HTMLElement | null | undefined): void {
  if (!element) return;
  element.scrollIntoView({ block: 'start' });
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex'))
    element.setAttribute('tabindex', '-1');
  element.focus({ preventScroll: true });
}

/** `bringIntoView(ref.current)` after each commit where `deps` changed (and on mount). */
export function useBringIntoView(ref: RefObject<HTMLElement | null>, deps: DependencyList): void {
  useEffect(() => {
    bringIntoView(ref.current);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller's deps
  }, deps);
}
