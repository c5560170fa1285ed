import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import HomeIcon from '@mui/icons-material/Home';
import { Link as RouterLink } from 'react-router';
import { paths } from '@bgc/shared';

/**
 * The large contained button with a house icon that leads to the homepage, labelled by
 * `children` (the not-found page's 'Go home', ROUTE-007, and the forgot-password page's
 * 'Back to home').
 */
export function HomeButton({ children }: { children: ReactNode }) {
  return (
    <Button
      component={RouterLink}
      to={paths.home()}
      variant="contained"
      size="large"
      disableElevation
      startIcon={<HomeIcon />}
    >
      {children}
    </Button>
  );
}
