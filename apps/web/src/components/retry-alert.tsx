import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import type { SxProps, Theme } from '@mui/material/styles';
import Button from '@mui/material/Button';

/**
 * An error alert (`role="alert"`, severity error) whose action is a small inherit-coloured
 * button: a screen or a list whose load failed, with the button that loads it again.
 * `children` is the message, `retryLabel` the button's text, `onRetry` what it calls.
 */
export function RetryAlert({
  children,
  retryLabel,
  onRetry,
  sx,
}: {
  children: ReactNode;
  retryLabel: string;
  onRetry: () => void;
  sx?: SxProps<Theme>;
}) {
  return (
    <Alert
      severity="error"
      sx={sx}
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {retryLabel}
        </Button>
      }
    >
      {children}
    </Alert>
  );
}
