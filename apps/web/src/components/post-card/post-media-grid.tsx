import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { useTranslation } from 'react-i18next';
import { youtubeThumbnailUrl, type MediaItem } from '@bgc/shared';
import { GRID_COLUMNS, mediaGridItems, mediaGridLayout } from './media-grid-layout.js';
import { coverImageSx, MediaPicture } from '../media-picture.js';
import { centeredOverlaySx } from '../media/poster-image.js';
import { plainListSx } from '../../lib/plain-list.js';

function thumbnailOf(item: MediaItem): string | undefined {
  if (item.type === 2)
    return item.thumbnail ?? (item.youtubeId ? youtubeThumbnailUrl(item.youtubeId) : undefined);
  return item.thumbnail ?? item.path ?? undefined;
}

/**
 * MEDIA-013..016: a post's media — videos before photos, at most 5 in the layout for their
 * count, '+N' over the last one for the rest. Each item is a button opening the viewer.
 */
export function PostMediaGrid({
  media,
  onOpen,
}: {
  media: readonly MediaItem[];
  onOpen: (item: MediaItem) => void;
}) {
  const { t } = useTranslation('posts');
  const { shown, extra } = mediaGridItems(media);
  const layout = mediaGridLayout(shown.length);
  if (shown.length === 0) return null;

  return (
    <Box
      component="ul"
      aria-label={t('media.label')}
      data-testid="post-media-grid"
      data-count={shown.length}
      sx={{
        ...plainListSx,
        display: 'grid',
        gridTemplateColumns: `repeat(${GRID_COLUMNS}, minmax(0, 1fr))`,
        gridTemplateRows: layout.rows,
        aspectRatio: layout.aspectRatio,
        // a max-height with an aspect ratio narrows an auto width; the grid
        // always fills the card and only its height is capped
        width: '100%',
        maxHeight: 560,
        gap: '3px',
        overflow: 'hidden',
        bgcolor: '#0d120f',
      }}
    >
      {shown.map((item, index) => {
        const place = layout.cells[index];
        const title = item.description?.trim();
        const video = item.type === 2;
        const more = index === shown.length - 1 && extra > 0;
        const label = title
          ? t(video ? 'media.openVideoTitled' : 'media.openPhotoTitled', { title })
          : t(video ? 'media.openVideo' : 'media.openPhoto', { n: index + 1 });
        return (
          <Box
            component="li"
            key={item.id}
            sx={{ gridColumn: place?.column, gridRow: place?.row, minHeight: 0, minWidth: 0 }}
          >
            <ButtonBase
              onClick={() => onOpen(item)}
              aria-label={more ? `${label} (${t('media.moreLabel', { count: extra })})` : label}
              sx={{
                position: 'relative',
                display: 'block',
                width: '100%',
                height: '100%',
                overflow: 'hidden',
                bgcolor: '#26302a',
                '&:hover img, &.Mui-focusVisible img': { transform: 'scale(1.03)' },
                '&.Mui-focusVisible': { outline: '3px solid #ffffff', outlineOffset: -3 },
              }}
            >
              <MediaPicture path={video ? null : item.path} sizes="(max-width: 599px) 100vw, 600px">
                <Box
                  component="img"
                  src={thumbnailOf(item)}
                  alt=""
                  loading="lazy"
                  // offline or a removed video: the dark cell (and its play button) stays
                  onError={(event) => {
                    event.currentTarget.style.visibility = 'hidden';
                  }}
                  sx={coverImageSx}
                />
              </MediaPicture>
              {video && (
                <Box aria-hidden sx={centeredOverlaySx}>
                  <Box
                    sx={{
                      width: 56,
                      height: 56,
                      borderRadius: '50%',
                      bgcolor: 'rgba(0,0,0,0.62)',
                      display: 'grid',
                      placeItems: 'center',
                      color: '#fff',
                    }}
                  >
                    <PlayArrowIcon sx={{ fontSize: 36 }} />
                  </Box>
                </Box>
              )}
              {more && (
                <Box
                  aria-hidden
                  data-testid="media-more"
                  sx={{
                    ...centeredOverlaySx,
                    bgcolor: 'rgba(0,0,0,0.55)',
                    color: '#fff',
                    fontSize: '2rem',
                    fontWeight: 700,
                  }}
                >
                  {t('media.more', { count: extra })}
                </Box>
              )}
            </ButtonBase>
          </Box>
        );
      })}
    </Box>
  );
}
