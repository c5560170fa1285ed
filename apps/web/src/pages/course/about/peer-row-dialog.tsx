import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { COURSE_PEER_FIELDS, type CoursePeer } from '@bgc/shared';
import { DialogSubmitActions } from '../../../components/dialog-submit-actions.js';
import { peerFormValues, type PeerFormValues } from './peer-format.js';

export interface PeerRowDialogProps {
  /** The row to edit, or null to add one. */
  peer: CoursePeer | null;
  saving: boolean;
  onCancel: () => void;
  onSave: (values: PeerFormValues) => void;
}

/**
 * COURSE-018: the form of one peer row: name (required, 'Field is required') and the other
 * eleven fields as free text (≤ 200 characters each).
 */
export function PeerRowDialog({ peer, saving, onCancel, onSave }: PeerRowDialogProps) {
  const { t } = useTranslation('course');
  const [values, setValues] = useState<PeerFormValues>(() => peerFormValues(peer));
  const [nameError, setNameError] = useState(false);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!values.name.trim()) {
      setNameError(true);
      return;
    }
    onSave(values);
  };

  return (
    <Dialog open onClose={saving ? undefined : onCancel} fullWidth maxWidth="md">
      <form onSubmit={submit} noValidate>
        <DialogTitle>{peer ? t('peers.editTitle') : t('peers.addTitle')}</DialogTitle>
        <DialogContent>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' },
              gap: 2,
              pt: 1,
            }}
          >
            <TextField
              label={t('peers.fields.name')}
              value={values.name}
              required
              autoFocus
              onChange={(event) => {
                setValues({ ...values, name: event.target.value });
                setNameError(false);
              }}
              error={nameError}
              helperText={nameError ? t('claim.errors.required') : undefined}
              slotProps={{ htmlInput: { maxLength: 200 } }}
              sx={{ gridColumn: { sm: '1 / -1' } }}
            />
            {COURSE_PEER_FIELDS.map((field) => (
              <TextField
                key={field}
                label={t(`peers.fields.${field}`)}
                value={values[field]}
                onChange={(event) => setValues({ ...values, [field]: event.target.value })}
                helperText={field === 'guestPolicy' ? t('peers.guestPolicyHelp') : undefined}
                slotProps={{ htmlInput: { maxLength: 200 } }}
              />
            ))}
          </Box>
        </DialogContent>
        <DialogSubmitActions
          cancelLabel={t('about.cancel')}
          onCancel={onCancel}
          submitLabel={t('about.save')}
          busy={saving}
        />
      </form>
    </Dialog>
  );
}
