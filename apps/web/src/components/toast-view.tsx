import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import { useTranslation } from 'react-i18next';

/** What the toast shows: its text and kind ('error' is announced as an alert, others as a status). */
export interface ToastViewProps {
  message: string;
  severity: 'success' | 'error' | 'info';
  open: boolean;
  /** How long it stays, in ms (`null`: until closed). */
  autoHideMs: number | null;
  onClose: () => void;
}

/**
 * The toast's Snackbar and filled Alert, its close button named in the page's language, in a
 * chunk of their own: `ToastProvider` loads it when the browser is idle or at the first toast,
 * so no page's first load carries them.
 */
export function ToastView({ message, severity, open, autoHideMs, onClose }: ToastViewProps) {
  const { t } = useTranslation('common');
  return (
    <Snackbar
      open={open}
      autoHideDuration={autoHideMs}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 16, sm: 24 } }}
    >
      <Alert
        onClose={onClose}
        closeText={t('close')}
        severity={severity}
        variant="filled"
        role={severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%', maxWidth: 560, alignItems: 'center', boxShadow: 3 }}
      >
        {message}
      </Alert>
    </Snackbar>
  );
}
