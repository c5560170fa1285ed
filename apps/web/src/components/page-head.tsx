import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';

export interface PageHeadProps {
  title: string;
  intro: string;
  /** The page's main action ('Start a discussion', 'Create post'), at the end of the row. */
  action?: ReactNode;
}

/**
 * The head of a grid page (the community forum COMM-001, the Vloggers – Coaches page
 * VLOG-001): the h1 and its intro, and the page's action beside them, wrapping on phones. It
 * sits in the grid area 'head'.
 */
export function PageHead({ title, intro, action }: PageHeadProps) {
  return (
    <Box
      sx={{
        gridArea: 'head',
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 2,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography component="h1" variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' } }}>
          {title}
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          {intro}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
