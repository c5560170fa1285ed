import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';

export interface DialogSubmitActionsProps {
  cancelLabel: string;
  onCancel: () => void;
  /** The label of the contained button that submits the dialog's `<form>`. */
  submitLabel: string;
  /** The form is being sent: both buttons are disabled. */
  busy: boolean;
}

/** The 'Cancel' and submit buttons at the foot of a dialog wrapping a `<form>`. */
export function DialogSubmitActions({
  cancelLabel,
  onCancel,
  submitLabel,
  busy,
}: DialogSubmitActionsProps) {
  return (
    <DialogActions>
      <Button onClick={onCancel} disabled={busy}>
        {cancelLabel}
      </Button>
      <Button type="submit" variant="contained" disabled={busy}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
}
