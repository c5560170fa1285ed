import type { SxProps, Theme } from '@mui/material/styles';

type SxItem = Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;

/**
 * A component's own style followed by the caller's `sx` (one object, a function or a list),
 * MUI's documented way to let the caller add to or override the base look.
 */
export function withSx(base: SxItem, sx: SxProps<Theme> | undefined): SxProps<Theme> {
  if (sx === undefined) return base;
  const extra = Array.isArray(sx) ? (sx as ReadonlyArray<SxItem | boolean>) : [sx as SxItem];
  return [base, ...extra];
}
