import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { ConfirmOptions } from './confirm-dialog-context.js';

export interface ConfirmDialogViewProps {
  open: boolean;
  options: ConfirmOptions;
  /** The answer of the button, Escape or click outside (see `ConfirmVariant`). */
  onAnswer: (answer: boolean) => void;
  /** After the closing transition. */
  onExited: () => void;
}

/**
 * The dialog of `ConfirmDialogProvider` (SHELL-023..026), loaded on first use so MUI's
 * Dialog stays out of the first bundle. 'confirm' is an `alertdialog` with Cancel and
 * Confirm (focused); 'alert' has only 'Close'; 'contact' only 'Back to home' and ignores
 * Escape and clicks outside. Labels come from the 'auth' catalog (`dialog.*`).
 */
export function ConfirmDialogView({ open, options, onAnswer, onExited }: ConfirmDialogViewProps) {
  const { t } = useTranslation('auth');
  const titleId = useId();
  const messageId = useId();
  const variant = options.variant ?? 'confirm';
  const dismissible = variant !== 'contact';
  const mainLabel =
    options.confirmText ??
    (variant === 'alert'
      ? t('dialog.close')
      : variant === 'contact'
        ? t('dialog.backHome')
        : t('dialog.confirm'));

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (dismissible) onAnswer(variant === 'alert');
      }}
      disableEscapeKeyDown={!dismissible}
      aria-labelledby={titleId}
      aria-describedby={messageId}
      maxWidth="xs"
      fullWidth
      slotProps={{
        paper: { role: variant === 'confirm' ? 'alertdialog' : 'dialog', sx: { borderRadius: 3 } },
        transition: { onExited },
      }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pb: 1 }}>
        {options.title}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={messageId} component="div" sx={{ color: 'text.primary' }}>
          {options.message}
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        {variant === 'confirm' && (
          <Button onClick={() => onAnswer(false)} color="inherit">
            {options.cancelText ?? t('dialog.cancel')}
          </Button>
        )}
        <Button onClick={() => onAnswer(true)} variant="contained" disableElevation autoFocus>
          {mainLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
