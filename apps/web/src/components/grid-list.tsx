import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

const LIST_RESET = { listStyle: 'none', m: 0, p: 0, display: 'grid' } as const;

export interface GridListProps {
  /** 'ul' (default) or 'ol' for an ordered list. */
  component?: 'ul' | 'ol';
  /** The grid's own layout (columns, gap, margins), merged over the list reset. */
  sx?: Exclude<SxProps<Theme>, ReadonlyArray<unknown>>;
  'aria-busy'?: boolean;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * A list without bullets, margin or padding, laid out as a CSS grid (the caller's `sx` gives the
 * columns and the gap): the country links of the home zones, the service packs, the community
 * discussions, the profile stats.
 */
export function GridList({ component = 'ul', sx, children, ...aria }: GridListProps) {
  return (
    <Box component={component} {...aria} sx={[LIST_RESET, sx ?? {}]}>
      {children}
    </Box>
  );
}
