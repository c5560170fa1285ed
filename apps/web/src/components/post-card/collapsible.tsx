import { useId, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import Button from '@mui/material/Button';

/** What `useCollapsible` gives a collapsed block and its toggle. */
export interface Collapsible {
  /** Ref and id of the block that is cut. */
  ref: RefObject<HTMLDivElement | null>;
  id: string;
  /** The block is taller than the cut (measured, and again on every resize). */
  overflows: boolean;
  expanded: boolean;
  toggle: () => void;
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
  const [expanded, setExpanded] = useState(false);

  useLayoutEffect(() => {
    const node = ref.current;
    if (!node) return undefined;
    prepare?.(node);
    const measure = () => setOverflows(node.scrollHeight > maxHeight + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [content, maxHeight, prepare]);

  return { ref, id, overflows, expanded, toggle: () => setExpanded((value) => !value) };
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
