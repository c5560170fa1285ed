import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';

export interface BusyButtonProps extends Omit<ButtonProps, 'variant' | 'disableElevation'> {
  /** The action is under way: the button is disabled and shows a spinner as its start icon. */
  busy: boolean;
  /** Diameter of the spinner in px. */
  spinnerSize?: number;
}

/**
 * The main (contained, flat) button of a form or dialog: disabled while `busy` (or when the
 * caller disables it) and showing a spinner, hidden from assistive technology, meanwhile.
 */
export function BusyButton({ busy, spinnerSize = 16, disabled, ...props }: BusyButtonProps) {
  return (
    <Button
      variant="contained"
      disableElevation
      disabled={disabled || busy}
      startIcon={
        busy ? <CircularProgress size={spinnerSize} color="inherit" aria-hidden /> : undefined
      }
      {...props}
    />
  );
}
