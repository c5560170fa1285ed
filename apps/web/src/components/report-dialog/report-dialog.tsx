import { useEffect, useId, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ReportInput } from '@bgc/shared';
import { api, ApiError } from '../../lib/api-client.js';
import { useToast } from '../toast.js';
import {
  reportCategories,
  reportCategoryKey,
  reportPath,
  type ReportEntity,
} from './report-categories.js';
import { apiErrorText } from '../../lib/error-text.js';

export interface ReportDialogProps {
  entityName: ReportEntity;
  entityId: number;
  open: boolean;
  onClose: () => void;
}

const TITLE_KEY: Readonly<Record<ReportEntity, string>> = {
  post: 'report.titlePost',
  comment: 'report.titleComment',
  user: 'report.titleUser',
};

/**
 * REPORT-001..009, OPEN-041/042, C-04: the report dialog (at most 600 px wide) with a
 * category select — post categories for posts and comments, user categories for members —
 * and a reason, both required ('Field is required'). Sends POST /report (comments: POST
 * /comments/report); success shows 'Report sent' and closes; a refusal (409 already
 * reported, 400) shows the server message as a toast. Sign-in (REPORT-007) is checked by the
 * caller before opening it (`useRequireLogin`).
 */
export function ReportDialog({ entityName, entityId, open, onClose }: ReportDialogProps) {
  const { t } = useTranslation('posts');
  const toast = useToast();
  const titleId = useId();
  const formId = useId();
  const [category, setCategory] = useState('');
  const [reason, setReason] = useState('');
  const [submitted, setSubmitted] = useState(false);

  useEffect(() => {
    if (!open) return;
    setCategory('');
    setReason('');
    setSubmitted(false);
  }, [open, entityId]);

  const send = useMutation({
    mutationFn: (body: ReportInput) => api.post(reportPath(entityName), { body }),
    onSuccess: () => {
      toast.success(t('report.sent'));
      onClose();
    },
    onError: (error) => {
      toast.error(apiErrorText(error));
      if (error instanceof ApiError && error.status === 409) onClose();
    },
  });

  const categoryError = submitted && !category;
  const reasonError = submitted && !reason.trim();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    if (!category || !reason.trim() || send.isPending) return;
    send.mutate({ entityId, entityName, category, reason: reason.trim() });
  };

  return (
    <Dialog
      open={open}
      onClose={send.isPending ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 600, borderRadius: 3 } } }}
    >
      <DialogTitle id={titleId} sx={{ fontWeight: 700 }}>
        {t(TITLE_KEY[entityName])}
      </DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('report.intro')}</DialogContentText>
        <Box component="form" id={formId} noValidate onSubmit={onSubmit}>
          <TextField
            select
            fullWidth
            required
            label={t('report.category')}
            value={category}
            onChange={(event) => setCategory(event.target.value)}
            error={categoryError}
            helperText={categoryError ? t('report.required') : ' '}
            slotProps={{
              select: { MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } },
            }}
            sx={{ mt: 1 }}
          >
            {reportCategories(entityName).map((value) => (
              <MenuItem key={value} value={value}>
                {t(`report.categories.${reportCategoryKey(value)}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            fullWidth
            required
            multiline
            minRows={3}
            maxRows={10}
            label={t('report.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            error={reasonError}
            helperText={reasonError ? t('report.required') : ' '}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            sx={{ mt: 1 }}
          />
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5, gap: 1 }}>
        <Button color="inherit" onClick={onClose} disabled={send.isPending}>
          {t('report.cancel')}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disableElevation
          disabled={send.isPending}
          startIcon={send.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('report.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
