import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import { REMOVAL_REASONS, type RemovalReason } from '@bgc/shared';
import { useToast } from './toast.js';
import { api } from '../lib/api-client.js';
import { apiErrorText } from '../lib/error-text.js';

/**
 * RANK-018 / OPEN-032: asks an administrator for the reason (closed, not a golf course,
 * duplicate, other) and an optional note, then removes the course from every ranking and
 * search (`PUT /admin/courses/{id}/removal`) and refreshes every list on screen.
 */
export function CourseRemovalDialog({
  course,
  open,
  onClose,
}: {
  course: { id: number; name: string };
  open: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation('corrections');
  const toast = useToast();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<RemovalReason>('closed');
  const [note, setNote] = useState('');
  const remove = useMutation({
    mutationFn: () =>
      api.put(`/admin/courses/${course.id}/removal`, {
        body: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
      }),
    onSuccess: () => {
      toast.success(t('removed', { name: course.name }));
      onClose();
      void queryClient.invalidateQueries();
    },
    onError: (error) => toast.error(apiErrorText(error)),
  });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="course-removal-title"
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id="course-removal-title">
        {t('dialog.title', { name: course.name })}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('dialog.text')}</DialogContentText>
        <FormControl>
          <FormLabel id="course-removal-reason">{t('dialog.reason')}</FormLabel>
          <RadioGroup
            aria-labelledby="course-removal-reason"
            value={reason}
            onChange={(e) => setReason(e.target.value as RemovalReason)}
          >
            {REMOVAL_REASONS.map((r) => (
              <FormControlLabel key={r} value={r} control={<Radio />} label={t(`reason.${r}`)} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={t('dialog.note')}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          fullWidth
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          sx={{ mt: 1 }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('dialog.cancel')}</Button>
        <Button
          color="error"
          variant="contained"
          disableElevation
          disabled={remove.isPending}
          onClick={() => remove.mutate()}
        >
          {t('dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
