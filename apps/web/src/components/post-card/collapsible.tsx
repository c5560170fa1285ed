import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { deferWhileHydrating, observeSize } from '../../lib/hydration.js';
import Button from '@mui/material/Button';

/** What `useCollapsible` gives a collapsed block and its toggle. */
export interface Collapsible {
  /** Ref and id of the block that is cut. */
  ref: RefObject<HTMLDivElement | null>;
  id: string;
  /** The block is taller than the cut (measured, and again on every resize). */
  overflows: boolean;
  /** Height (px) the collapsed block shows: the cut, raised to the end of the last whole line. */
  cut: number;
  expanded: boolean;
  toggle: () => void;
}

/**
 * Where to cut `node` at most `maxHeight` px from its top without halving a line (issue
 * 'a collapsed post's 5th line is cut in half', POST-005): the bottom of the lowest text line
 * that ends within the cut when a line straddles it, else `maxHeight`. Paragraph margins and
 * headings make lines fall off the 24 px grid that 120 px = 5 lines assumes.
 */
export function wholeLinesCut(node: HTMLElement, maxHeight: number): number {
  const top = node.getBoundingClientRect().top;
  const walker = document.createTreeWalker(node, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  let fitted = 0;
  let straddles = false;
  for (let text = walker.nextNode(); text; text = walker.nextNode()) {
    range.selectNodeContents(text);
    for (const rect of range.getClientRects()) {
      const lineTop = rect.top - top;
      const lineBottom = rect.bottom - top;
      if (lineTop >= maxHeight) return straddles ? Math.floor(fitted) : maxHeight;
      if (lineBottom <= maxHeight + 0.5) fitted = Math.max(fitted, lineBottom);
      else straddles = true;
    }
  }
  return straddles && fitted > 0 ? Math.floor(fitted) : maxHeight;
}

/**
 * A block cut at `maxHeight` px until expanded (POST-005, REV-021): measures whether the
 * block (`ref`) is taller than that, again when `content` changes and on every resize.
 * `prepare` runs on the block's node before each measure (a stable function).
 */
export function useCollapsible(
  maxHeight: number,
  content: unknown,
  prepare?: (node: HTMLElement) => void,
): Collapsible {
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [overflows, setOverflows] = useState(false);
  const [cut, setCut] = useState(maxHeight);
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    prepare?.(node);
    // the observer also reports once on its start: only a change re-renders
    let last = '';
    const measure = () => {
      const overflow = node.scrollHeight > maxHeight + 1;
      const at = wholeLinesCut(node, maxHeight);
      if (`${overflow}:${at}` === last) return;
      last = `${overflow}:${at}`;
      // hydrating, the server's block is on screen already, cut at `maxHeight`
      deferWhileHydrating(() => {
        setOverflows(overflow);
        setCut(at);
      });
    };
    return observeSize(node, measure);
  }, [content, maxHeight, prepare]);

  return { ref, id, overflows, cut, expanded, toggle: () => setExpanded((value) => !value) };
}

/**
 * The 'See more' / 'See less' toggle of a `useCollapsible` block (`more`, `less`: its two
 * texts), shown only while the block overflows or is expanded; it tells assistive technology
 * what it expands (`aria-controls`, `aria-expanded`).
 */
export function CollapseToggle({
  state,
  more,
  less,
}: {
  state: Collapsible;
  more: string;
  less: string;
}) {
  if (!state.overflows && !state.expanded) return null;
  return (
    <Button
      size="small"
      onClick={state.toggle}
      aria-expanded={state.expanded}
      aria-controls={state.id}
      sx={{ px: 0.5, minWidth: 0, mt: 0.25 }}
    >
      {state.expanded ? less : more}
    </Button>
  );
}
