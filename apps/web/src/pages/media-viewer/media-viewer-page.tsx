import { useEffect, useId, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { SITE_NAME } from '../../hooks/use-document-title.js';
import { mediaTitle } from '../../components/media/media-format.js';
import { useMediaViewer, type MediaViewRoute } from './use-media-viewer.js';
import { ViewerSidePanel } from './viewer-side-panel.js';
import { ViewerStage } from './viewer-stage.js';
import { ViewerStrip } from './viewer-strip.js';

/** Keys typed in a field must not browse the slides. */
function isTyping(target: EventTarget): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  );
}

/**
 * Full-screen media viewer (ROUTE-044, MEDIA-001..007, C-03): a modal dialog (focus kept
 * inside, Escape and the close button close it) over the page it was opened from, or alone
 * on a direct visit. Left / right arrow keys browse like the arrows.
 */
export default function MediaViewerPage({ route }: { route: MediaViewRoute }) {
  const { t } = useTranslation('media');
  const titleId = useId();
  const viewer = useMediaViewer(route);
  const { current } = viewer;
  const heading = current
    ? mediaTitle(current) || t(current.type === 2 ? 'viewer.video' : 'viewer.photo')
    : t('viewer.dialog');

  useEffect(() => {
    const previous = document.title;
    document.title = `${heading} | ${SITE_NAME}`;
    return () => {
      document.title = previous;
    };
  }, [heading]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (isTyping(event.target)) return;
    if (event.key === 'ArrowRight') {
      event.preventDefault();
      void viewer.next();
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      viewer.previous();
    }
  };

  return (
    <Dialog
      open
      fullScreen
      onClose={viewer.close}
      aria-labelledby={titleId}
      onKeyDown={onKeyDown}
      slotProps={{ paper: { sx: { bgcolor: '#0d120f', color: '#fff' } } }}
    >
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          minHeight: '100%',
          height: { md: '100%' },
        }}
      >
        <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
          <Box
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              px: { xs: 1, sm: 2 },
              pt: { xs: 1, sm: 1.5 },
              flex: 'none',
            }}
          >
            <IconButton
              aria-label={t('viewer.close')}
              onClick={viewer.close}
              sx={{ color: '#fff', bgcolor: 'rgba(255,255,255,0.12)' }}
            >
              <CloseIcon />
            </IconButton>
            <Typography
              id={titleId}
              component="h1"
              sx={{ fontWeight: 600, fontSize: '1rem', flex: 1, minWidth: 0 }}
              noWrap
            >
              {heading}
            </Typography>
            {viewer.index >= 0 && viewer.slides.length > 1 && (
              <Typography sx={{ color: 'rgba(255,255,255,0.8)', flex: 'none' }}>
                {t('viewer.position', { n: viewer.index + 1, total: viewer.slides.length })}
              </Typography>
            )}
          </Box>
          {current ? (
            <>
              <ViewerStage
                item={current}
                hasPrevious={viewer.hasPrevious}
                hasNext={viewer.hasNext}
                onPrevious={viewer.previous}
                onNext={() => void viewer.next()}
              />
              <ViewerStrip items={viewer.slides} index={viewer.index} onSelect={viewer.goTo} />
            </>
          ) : (
            <Box sx={{ flex: 1, display: 'grid', placeItems: 'center', p: 3, minHeight: 260 }}>
              {viewer.loading ? (
                <CircularProgress color="inherit" aria-label={t('viewer.loading')} />
              ) : (
                <Alert
                  severity={viewer.notFound ? 'info' : 'error'}
                  action={
                    viewer.failed ? (
                      <Button color="inherit" size="small" onClick={viewer.retry}>
                        {t('list.retry')}
                      </Button>
                    ) : undefined
                  }
                >
                  {viewer.notFound ? t('viewer.notFound') : t('viewer.loadError')}
                </Alert>
              )}
            </Box>
          )}
        </Box>
        {current && <ViewerSidePanel item={current} course={viewer.media.data} />}
      </Box>
    </Dialog>
  );
}
