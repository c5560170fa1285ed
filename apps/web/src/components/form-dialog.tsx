import { useId, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * The frame of a form in a dialog (post dialog, 'Add photos', 'Add a video'): full screen
 * below the `sm` breakpoint, named by its `title`, `children` in divided content, then
 * 'Cancel' (`cancelLabel`, calls `onClose`) and the contained submit button (`submitLabel`)
 * with a small spinner while `busy`, with `progress` in view above them; both are disabled while `busy`, the submit one also when
 * `submitDisabled`. The submit button calls `onSubmit`, or, given `formId`, submits that form.
 */
export function FormDialog({
  open,
  onClose,
  maxWidth,
  title,
  titleSx,
  cancelLabel,
  submitLabel,
  busy,
  submitDisabled = false,
  onSubmit,
  formId,
  progress,
  children,
}: {
  open: boolean;
  onClose: () => void;
  maxWidth: 'sm' | 'md';
  title: ReactNode;
  titleSx?: SxProps<Theme>;
  cancelLabel: string;
  submitLabel: string;
  busy: boolean;
  submitDisabled?: boolean;
  onSubmit?: () => void;
  formId?: string;
  /**
   * Shown between the scrolling content and the buttons, so it stays in view however long
   * the form is (the upload progress with its Cancel button).
   */
  progress?: ReactNode;
  children: ReactNode;
}) {
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={titleSx}>
        {title}
      </DialogTitle>
      <DialogContent dividers>{children}</DialogContent>
      {progress}
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button
          type={formId ? 'submit' : 'button'}
          form={formId}
          variant="contained"
          disableElevation
          onClick={onSubmit}
          disabled={submitDisabled || busy}
          startIcon={busy ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
