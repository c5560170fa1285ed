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
} from '../../lib/uploads-in-flight.js';
import { uploadPercent, uploadPhase } from '../../lib/upload-percent.js';
import { numberFormat } from '../../lib/intl-formats.js';

/** `bytes` in the reader's language: kilobytes below 1 MB ('640 kB'), else megabytes ('1.4 MB'). */
function byteSize(bytes: number, language: string): string {
  const mega = bytes >= 1024 * 1024;
  return numberFormat(language, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    maximumFractionDigits: mega ? 1 : 0,
  }).format(bytes / (mega ? 1024 * 1024 : 1024));
}

function UploadRow({ entry }: { entry: UploadEntry }) {
  const { t, i18n } = useTranslation('upload');
  const what = t(`kind.${entry.kind}`);
  const percent = uploadPercent(entry);
  const phase = uploadPhase(entry);
  const label = phase === 'processing' ? t('processingWhat', { what }) : t('uploading', { what });
  return (
    <Box data-testid="upload-progress" data-phase={phase}>
      <Stack direction="row" alignItems="center" spacing={1} sx={{ minHeight: 32 }}>
        <Typography variant="body2" sx={{ flex: 1, minWidth: 0 }} noWrap>
          {label}
        </Typography>
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ flexShrink: 0 }}
          data-testid="upload-status"
        >
          {phase === 'preparing'
            ? t('preparing')
            : phase === 'processing'
              ? t('processing')
              : t('percent', { percent })}
        </Typography>
        {/* decision 044: once every byte is out the server stores them, so no Cancel then */}
        {phase !== 'processing' && (
          <Button
            size="small"
            color="inherit"
            onClick={entry.cancel}
            aria-label={t('cancelUpload', { what })}
            sx={{ flexShrink: 0 }}
          >
            {t('cancel')}
          </Button>
        )}
      </Stack>
      {/* a new bar per phase: no sliding from the moving bar to the percentage */}
      <LinearProgress
        key={phase}
        variant={phase === 'sending' ? 'determinate' : 'indeterminate'}
        value={phase === 'sending' ? (percent ?? 0) : undefined}
        aria-label={label}
      />
      {phase === 'sending' && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {t('sent', {
            sent: byteSize(entry.loaded, i18n.language),
            total: byteSize(entry.total, i18n.language),
          })}
        </Typography>
      )}
    </Box>
  );
}

/**
 * Progress of the uploads in flight (FILE-*, decision 044): the bytes sent and their
 * percentage with a Cancel button, then 'Processing…' until the server answers. `inline`
 * panels sit in a dialog between its scrolling content and its buttons (`FormDialog`'s
 * `progress`), so they stay in view; while one is mounted the `floating` page panel (in the
 * shell) shows nothing.
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
  if (variant === 'inline')
    return (
      <Box sx={{ px: 3, py: 1.5, borderBottom: 1, borderColor: 'divider', flexShrink: 0 }}>
        {rows}
      </Box>
    );
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
