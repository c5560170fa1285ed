import { useId } from 'react';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { FinderRequestSummary } from '@bgc/shared';
import { FinderRequestDetails } from '../../components/finder-request-details.js';

export interface FriendRequestDialogProps {
  open: boolean;
  /** The member who sent the request. */
  name: string;
  /** What a player-finder request asks (FRIEND-020, decision 043), else null. */
  request?: FinderRequestSummary | null;
  /** The answer being sent, if any. */
  pending: string | null;
  onClose: () => void;
  onAnswer: (answer: 'accept' | 'deny') => void;
}

/**
 * PROF-033 (friend status 2, 'Request awaiting'): the spec opens the chat with that member;
 * until the chat exists this small dialog answers the request: 'Accept'
 * (`PUT /friend/accept/{id}`) or 'Deny' (`PUT /friend/deny/{id}`).
 */
export function FriendRequestDialog({
  open,
  name,
  request = null,
  pending,
  onClose,
  onAnswer,
}: FriendRequestDialogProps) {
  const { t } = useTranslation('profile');
  const titleId = useId();
  const textId = useId();
  const spinner = <CircularProgress size={16} color="inherit" aria-hidden />;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby={titleId}
      aria-describedby={textId}
      maxWidth="xs"
      fullWidth
      slotProps={{ paper: { sx: { borderRadius: 3 } } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700, pb: 1 }}>
        {t('friend.requestTitle')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId} sx={{ color: 'text.primary' }}>
          {t('friend.requestText', { name })}
        </DialogContentText>
        {request && <FinderRequestDetails summary={request} />}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1, flexWrap: 'wrap' }}>
        <Button onClick={onClose} color="inherit" disabled={pending !== null}>
          {t('actions.close')}
        </Button>
        <Button
          onClick={() => onAnswer('deny')}
          variant="outlined"
          color="inherit"
          disabled={pending !== null}
          startIcon={pending === 'deny' ? spinner : undefined}
        >
          {t('friend.deny')}
        </Button>
        <Button
          onClick={() => onAnswer('accept')}
          variant="contained"
          disableElevation
          autoFocus
          disabled={pending !== null}
          startIcon={pending === 'accept' ? spinner : undefined}
        >
          {t('friend.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
