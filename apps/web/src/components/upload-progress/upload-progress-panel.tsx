import { useEffect, useSyncExternalStore } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  getInlinePanelCount,
  getUploads,
  registerInlinePanel,
  subscribeUploads,
  type UploadEntry,
} from '../../lib/upload.js';
import { uploadPercent } from '../../lib/upload-percent.js';

function UploadRow({ entry }: { entry: UploadEntry }) {
  const { t } = useTranslation('upload');
  const what = t(`kind.${entry.kind}`);
  const percent = uploadPercent(entry);
  return (
    <Box data-testid="upload-progress">
      <Stack direction="row" alignItems="center" spacing={1}>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {t('uploading', { what })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ flexShrink: 0 }}>
          {percent === null ? t('preparing') : t('percent', { percent })}
        </Typography>
        <Button
          size="small"
          color="inherit"
          onClick={entry.cancel}
          aria-label={t('cancelUpload', { what })}
          sx={{ flexShrink: 0 }}
        >
          {t('cancel')}
        </Button>
      </Stack>
      <LinearProgress
        variant={percent === null ? 'indeterminate' : 'determinate'}
        value={percent ?? undefined}
        aria-label={t('uploading', { what })}
      />
    </Box>
  );
}

/**
 * Progress of the uploads in flight with a Cancel button each. `inline`
 * panels sit inside a dialog (post, photos, crop), where the page panel would be under the
 * backdrop; while one is mounted the `floating` page panel (in the shell) shows nothing.
 */
export function UploadProgressPanel({ variant }: { variant: 'inline' | 'floating' }) {
  const { t } = useTranslation('upload');
  const uploads = useSyncExternalStore(subscribeUploads, getUploads, getUploads);
  const inlineCount = useSyncExternalStore(
    subscribeUploads,
    getInlinePanelCount,
    getInlinePanelCount,
  );
  useEffect(() => (variant === 'inline' ? registerInlinePanel() : undefined), [variant]);
  if (uploads.length === 0 || (variant === 'floating' && inlineCount > 0)) return null;
  const rows = (
    <Stack spacing={1} role="region" aria-label={t('region')} aria-live="polite">
      {uploads.map((entry) => (
        <UploadRow key={entry.id} entry={entry} />
      ))}
    </Stack>
  );
  if (variant === 'inline') return <Box sx={{ width: '100%', py: 1 }}>{rows}</Box>;
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'fixed',
        left: 16,
        right: { xs: 16, sm: 'auto' },
        bottom: 16,
        width: { sm: 360 },
        p: 1.5,
        zIndex: (theme) => theme.zIndex.appBar + 1,
      }}
    >
      {rows}
    </Paper>
  );
}
