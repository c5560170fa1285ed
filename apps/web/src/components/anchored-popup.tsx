import { Suspense, useId, useState, type MouseEvent, type ReactNode } from 'react';

/** What `useAnchoredPopup` gives the popup it opens: its DOM id, its anchor and how to close it. */
export interface AnchoredPopupProps {
  id: string;
  anchor: HTMLElement;
  onClose: () => void;
}

/** The state of a popup anchored to its button, from `useAnchoredPopup`. */
export interface AnchoredPopup {
  /** The button it opened from; null while closed. */
  anchor: HTMLElement | null;
  /** The popup's DOM id (`aria-controls` of the button while open). */
  id: string;
  close: () => void;
  /** Spread on the button: ARIA popup state, preload on hover and focus, open on click. */
  buttonProps: {
    'aria-haspopup': 'menu' | 'true';
    'aria-controls': string | undefined;
    'aria-expanded': 'true' | 'false' | undefined;
    onPointerEnter?: () => void;
    onFocus?: () => void;
    onClick: (event: MouseEvent<HTMLElement>) => void;
  };
}

/**
 * The open/anchor/close pattern of a menu or panel opened from a button (header menus, the
 * language menu, the '⋮' actions menu): the popup opens under the button clicked, the button
 * says `aria-haspopup` (`hasPopup`, 'menu' unless given), `aria-controls` the popup while open
 * and `aria-expanded` 'true' while open, else `expandedWhenClosed` ('false', or no attribute).
 * `preload`, when given, runs on hover and focus (the popup's lazy chunk).
 */
export function useAnchoredPopup({
  preload,
  hasPopup = 'menu',
  expandedWhenClosed,
}: {
  preload?: () => void;
  hasPopup?: 'menu' | 'true';
  expandedWhenClosed?: 'false';
} = {}): AnchoredPopup {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const id = useId();
  return {
    anchor,
    id,
    close: () => setAnchor(null),
    buttonProps: {
      'aria-haspopup': hasPopup,
      'aria-controls': anchor ? id : undefined,
      'aria-expanded': anchor ? 'true' : expandedWhenClosed,
      onPointerEnter: preload,
      onFocus: preload,
      onClick: (event) => setAnchor(event.currentTarget),
    },
  };
}

/**
 * Renders a lazily loaded popup only while `popup` is open, with no fallback while its chunk
 * loads: `children` gets the popup's id, anchor and `onClose`.
 */
export function AnchoredPopupSlot({
  popup,
  children,
}: {
  popup: AnchoredPopup;
  children: (props: AnchoredPopupProps) => ReactNode;
}) {
  if (!popup.anchor) return null;
  return (
    <Suspense fallback={null}>
      {children({ id: popup.id, anchor: popup.anchor, onClose: popup.close })}
    </Suspense>
  );
}
