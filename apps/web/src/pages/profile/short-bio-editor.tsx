import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { SHORT_BIO_MAX } from '@bgc/shared';
import { useToast } from '../../components/toast.js';
import { api } from '../../lib/api-client.js';
import { updateSessionUser } from '../../lib/session.js';
import { cutShortBio, shortBioRemaining } from '../../components/profile/profile-format.js';
import { apiErrorText } from '../../lib/error-text.js';

/**
 * The own short bio, edited in place (PROF-004, PROF-005, PROF-021): the text with a pencil
 * button; editing shows a field cut at 100 characters with '{n} characters remaining'
 * (starting at '100 characters remaining'), 'Save' (`PUT /me/short-bio {shortBio}`, empty →
 * null) and 'Cancel' (or Escape). Success shows 'Update success'; failure the server message.
 */
export function ShortBioEditor({ shortBio }: { shortBio: string | null }) {
  const { t } = useTranslation('profile');
  const toast = useToast();
  const [draft, setDraft] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: (text: string) =>
      api.put('/me/short-bio', { body: { shortBio: text.trim() || null } }),
    onSuccess: (user) => {
      updateSessionUser(user);
      setDraft(null);
      toast.success(t('toast.updateSuccess'));
    },
    onError: (error) => toast.error(apiErrorText(error)),
  });

  if (draft === null) {
    return (
      <Box
        sx={{
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: { xs: 'center', sm: 'flex-start' },
          gap: 0.5,
        }}
      >
        <Typography
          sx={{
            overflowWrap: 'anywhere',
            pt: 0.5,
            ...(shortBio ? {} : { color: 'text.secondary', fontStyle: 'italic' }),
          }}
        >
          {shortBio || t('bio.empty')}
        </Typography>
        <Tooltip title={t('bio.edit')}>
          <IconButton
            size="small"
            aria-label={t('bio.edit')}
            onClick={() => setDraft(shortBio ?? '')}
          >
            <EditIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
    );
  }

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(draft);
      }}
      sx={{ maxWidth: 560, textAlign: 'left' }}
    >
      <TextField
        label={t('bio.label')}
        value={draft}
        onChange={(event) => setDraft(cutShortBio(event.target.value))}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setDraft(null);
        }}
        multiline
        minRows={2}
        fullWidth
        autoFocus
        size="small"
        disabled={save.isPending}
        helperText={t('bio.remaining', { n: shortBioRemaining(draft) })}
        slotProps={{ htmlInput: { maxLength: SHORT_BIO_MAX } }}
      />
      <Stack
        direction="row"
        spacing={1}
        sx={{ mt: 1, justifyContent: { xs: 'center', sm: 'flex-start' } }}
      >
        <Button
          type="submit"
          size="small"
          variant="contained"
          disableElevation
          disabled={save.isPending}
          startIcon={
            save.isPending ? <CircularProgress size={14} color="inherit" aria-hidden /> : undefined
          }
        >
          {t('actions.save')}
        </Button>
        <Button
          size="small"
          color="inherit"
          onClick={() => setDraft(null)}
          disabled={save.isPending}
        >
          {t('actions.cancel')}
        </Button>
      </Stack>
    </Box>
  );
}
