import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from './lazy-with-preload.js';
import { SearchPlaceholder } from './search-placeholder.js';

export interface DeferredSearchProps {
  id: string;
  label: string;
  autoFocus?: boolean;
  /** Fetches the search's chunk (`lazyWithPreload(…).preload`). */
  preload: () => Promise<unknown>;
  /** The loaded search, given the text typed into the look-alike input so far. */
  children: (initialInput: string) => ReactNode;
}

/**
 * A header search (SRCH-001..007) without its weight in the first bundle: a look-alike input
 * shows at once; the search's chunk loads when the browser is idle, or at the first focus,
 * and the loaded search takes over the typed text and the focus.
 */
export function DeferredSearch({
  id,
  label,
  autoFocus = false,
  preload,
  children,
}: DeferredSearchProps) {
  const [active, setActive] = useState(false);
  const [text, setText] = useState('');
  useEffect(() => whenIdle(() => void preload()), [preload]);

  const placeholder = (
    activeProps: { onActivate: () => void } | { autoFocus: boolean; takeFocus: true },
  ) => (
    <SearchPlaceholder
      onPreload={() => void preload()}
      id={id}
      label={label}
      value={text}
      onChange={setText}
      {...activeProps}
    />
  );
  if (!active && !autoFocus) {
    return placeholder({
      onActivate: () => {
        void preload();
        setActive(true);
      },
    });
  }
  return (
    <Suspense fallback={placeholder({ autoFocus, takeFocus: true })}>{children(text)}</Suspense>
  );
}
