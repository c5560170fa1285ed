import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface SubmitButtonProps {
  /** The form is being sent: the icon turns into a spinner. */
  pending: boolean;
  /** Disabled (also while `pending`, unless the caller says otherwise). */
  disabled?: boolean;
  icon: ReactNode;
  children: ReactNode;
}

/**
 * The large submit button of the sign-in, registration and password forms (AUTH-*): disabled
 * while the form is sent, its icon a spinner meanwhile.
 */
export function SubmitButton({ pending, disabled = pending, icon, children }: SubmitButtonProps) {
  return (
    <Button
      type="submit"
      variant="contained"
      size="large"
      disableElevation
      disabled={disabled}
      startIcon={pending ? <CircularProgress size={18} color="inherit" /> : icon}
    >
      {children}
    </Button>
  );
}
