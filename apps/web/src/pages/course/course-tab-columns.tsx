import type { ReactNode } from 'react';
import Box from '@mui/material/Box';

export interface CourseTabColumnsProps {
  /** Width of the side column from 900 px (md) up, in px. */
  sideWidth: number;
  /** `grid-template-areas` below 900 px (one column) and from 900 px up (main, then side). */
  areas: { xs: string; md: string };
  children: ReactNode;
}

/**
 * The frame of a course tab with a side column (the Timeline's cards, the VLOG's language
 * filter): one column below 900 px, the main column and a `sideWidth` px column above; the
 * children place themselves with `gridArea`.
 */
export function CourseTabColumns({ sideWidth, areas, children }: CourseTabColumnsProps) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: `minmax(0, 1fr) ${sideWidth}px` },
        gridTemplateAreas: areas,
        gap: { xs: 2, md: 3 },
        alignItems: 'start',
      }}
    >
      {children}
    </Box>
  );
}
