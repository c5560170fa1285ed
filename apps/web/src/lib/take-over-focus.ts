/**
 * a look-alike search box hands over to the real one when its code has
 * loaded. The real one takes the focus only when the member last focused that box (same id)
 * and the focus has not gone anywhere else since: the focused look-alike was just replaced, so
 * the focus fell to the page. A member who has tabbed on meanwhile keeps the focus where they
 * put it, even while two boxes hand over at once.
 */
let lastFocusedId: string | null = null;

if (typeof document !== 'undefined')
  document.addEventListener(
    'focusin',
    (event) => {
      lastFocusedId = event.target instanceof Element ? event.target.id || null : null;
    },
    true,
  );

/** The id of the element that last received the focus ('' ids count as none). */
export const lastFocused = (): string | null => lastFocusedId;

/**
 * Focuses the element `id` if the focus fell to the page from that box (`last`, the id that
 * last received the focus, is `id`); true when it did.
 */
export function takeOverFocus(
  id: string,
  doc: Pick<Document, 'activeElement' | 'body' | 'getElementById'> = document,
  last: string | null = lastFocusedId,
): boolean {
  const active = doc.activeElement;
  if (active && active !== doc.body) return false;
  if (last !== id) return false;
  const target = doc.getElementById(id);
  if (!target) return false;
  target.focus();
  return true;
}
