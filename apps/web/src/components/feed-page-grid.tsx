import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/** The responsive value of a CSS grid property (phone, and from 900 px). */
type Responsive = { xs?: string; md?: string };

/** The columns of a feed with a 340 px side column from 900 px (one column on a phone). */
export const MAIN_AND_SIDE_COLUMNS: Responsive = {
  xs: 'minmax(0, 1fr)',
  md: 'minmax(0, 1fr) 340px',
};

export interface FeedPageGridProps {
  /** `grid-template-columns`, e.g. the main column and a 340 px side column from `md`. */
  columns: Responsive;
  /** `grid-template-areas`, when the children place themselves by `gridArea`. */
  areas?: Responsive;
  /** `grid-template-rows`. */
  rows?: Responsive;
  children: ReactNode;
}

/**
 * The frame of the feed pages (newsfeed, reviews and tag feeds, community, coaches): a grid at
 * most 1180 px wide, centred, 24 px between columns and 16 px between rows, each cell aligned
 * to its top.
 */
export function FeedPageGrid({ columns, areas, rows, children }: FeedPageGridProps) {
  const sx: SxProps<Theme> = {
    maxWidth: 1180,
    mx: 'auto',
    display: 'grid',
    gridTemplateColumns: columns,
    gridTemplateAreas: areas,
    gridTemplateRows: rows,
    columnGap: 3,
    rowGap: 2,
    alignItems: 'start',
  };
  return <Box sx={sx}>{children}</Box>;
}
