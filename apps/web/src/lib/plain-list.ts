/**
 * The `sx` of a list (`ul`/`ol`) drawn without bullets, margins or padding: the base of every
 * card list and grid of the SPA, spread first into the list's own `sx`
 * (`sx={{ ...plainListSx, display: 'grid', gap: 1 }}`).
 */
export const plainListSx = { listStyle: 'none', m: 0, p: 0 } as const;
