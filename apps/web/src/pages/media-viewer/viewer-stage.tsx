import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useTranslation } from 'react-i18next';
import { MediaType, type MediaItem } from '@bgc/shared';
import { YoutubePlayer } from '../../components/media/youtube-player.js';
import { mediaTitle } from '../../components/media/media-format.js';
import { MediaPicture } from '../../components/media-picture.js';

const arrowSx = {
  position: 'absolute',
  top: '50%',
  transform: 'translateY(-50%)',
  bgcolor: 'rgba(255,255,255,0.14)',
  color: '#fff',
  width: { xs: 40, sm: 52 },
  height: { xs: 40, sm: 52 },
  '&:hover': { bgcolor: 'rgba(255,255,255,0.28)' },
  '&.Mui-disabled': { display: 'none' },
  zIndex: 1,
} as const;

/** 'Previous' or 'Next' on its side of the stage, hidden (disabled) when not `shown`. */
function StageArrow({
  side,
  label,
  onClick,
  shown,
  children,
}: {
  side: 'left' | 'right';
  label: string;
  onClick: () => void;
  shown: boolean;
  children: ReactNode;
}) {
  return (
    <IconButton
      aria-label={label}
      onClick={onClick}
      disabled={!shown}
      sx={{ ...arrowSx, [side]: { xs: 4, sm: 12 } }}
    >
      {children}
    </IconButton>
  );
}

/**
 * The shown media of the viewer (MEDIA-006, MEDIA-007, MEDIA-012): the photo fitted to the
 * stage, or the video (thumbnail and play button, then an autoplaying player), between the
 * 'Previous' and 'Next' arrows (hidden when there is nothing that way).
 */
export function ViewerStage({
  item,
  hasPrevious,
  hasNext,
  onPrevious,
  onNext,
}: {
  item: MediaItem;
  hasPrevious: boolean;
  hasNext: boolean;
  onPrevious: () => void;
  onNext: () => void;
}) {
  const { t } = useTranslation('media');
  const title = mediaTitle(item);
  return (
    <Box
      sx={{
        position: 'relative',
        flex: 1,
        minHeight: { xs: 260, md: 0 },
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        px: { xs: 1, sm: 9 },
        py: { xs: 1, sm: 2 },
      }}
    >
      <StageArrow side="left" label={t('viewer.previous')} onClick={onPrevious} shown={hasPrevious}>
        <ChevronLeftIcon fontSize="large" />
      </StageArrow>
      {item.type === MediaType.Video && item.youtubeId ? (
        <Box sx={{ width: '100%', maxWidth: 'min(1100px, calc((100vh - 220px) * 16 / 9))' }}>
          <YoutubePlayer
            key={item.id}
            youtubeId={item.youtubeId}
            title={title || t('videos.untitled')}
          />
        </Box>
      ) : (
        <MediaPicture key={item.id} path={item.path} sizes="100vw">
          <Box
            component="img"
            src={item.path ?? item.thumbnail ?? undefined}
            alt={title || t('viewer.photo')}
            data-testid="viewer-image"
            sx={{
              display: 'block',
              maxWidth: '100%',
              maxHeight: { xs: '60vh', md: 'calc(100vh - 160px)' },
              objectFit: 'contain',
              borderRadius: 1,
            }}
          />
        </MediaPicture>
      )}
      <StageArrow side="right" label={t('viewer.next')} onClick={onNext} shown={hasNext}>
        <ChevronRightIcon fontSize="large" />
      </StageArrow>
    </Box>
  );
}
