/**
 * Text for screen readers only (WCAG 1.3.1 names and hints), the one shared style of the SPA.
 *
 * Sizes are strings on purpose: in MUI's `sx`, a bare number from 0 to 1 for `width` or
 * `height` means a fraction (`width: 1` is 100 %), so a hidden heading sized `1` took the full
 * width of its positioned ancestor and pushed pages sideways.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;
