import { Alert, Snackbar } from '@mui/material';
import { DURATION_MS, type ShownToast } from './toast.js';

/** The shown toast (ERR-007..009): a Snackbar at the bottom centre holding a filled Alert. */
export function ToastView({
  toast,
  open,
  onClose,
}: {
  toast: ShownToast;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Snackbar
      key={toast.id}
      open={open}
      autoHideDuration={DURATION_MS[toast.severity]}
      onClose={(_, reason) => {
        if (reason !== 'clickaway') onClose();
      }}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      sx={{ bottom: { xs: 16, sm: 24 } }}
    >
      <Alert
        onClose={() => onClose()}
        severity={toast.severity}
        variant="filled"
        role={toast.severity === 'error' ? 'alert' : 'status'}
        sx={{ width: '100%', maxWidth: 560, alignItems: 'center', boxShadow: 3 }}
      >
        {toast.message}
      </Alert>
    </Snackbar>
  );
}
