import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PHOTO_THUMB_HEIGHT_PX, type MediaItem } from '@bgc/shared';
import { coverImageSx, MediaPicture } from '../../../components/media-picture.js';
import { plainListSx } from '../../../lib/plain-list.js';

/**
 * COURSE-037: the course photos in two columns, thumbnails 300 px high (cropped to fill),
 * each a button opening the viewer (COURSE-040); the title shows over the bottom edge.
 */
export function PhotoGrid({
  items,
  onOpen,
}: {
  items: readonly MediaItem[];
  onOpen: (item: MediaItem) => void;
}) {
  const { t } = useTranslation('media');
  return (
    <Box
      component="ul"
      sx={{
        ...plainListSx,
        display: 'grid',
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        gap: { xs: 1, sm: 2 },
      }}
    >
      {items.map((item, index) => {
        const title = item.description?.trim();
        return (
          <li key={item.id}>
            <ButtonBase
              onClick={() => onOpen(item)}
              aria-label={
                title ? t('photos.open', { title }) : t('photos.openNumber', { n: index + 1 })
              }
              sx={{
                position: 'relative',
                display: 'block',
                width: '100%',
                height: PHOTO_THUMB_HEIGHT_PX,
                borderRadius: 2,
                overflow: 'hidden',
                bgcolor: '#e7efe9',
                '&:hover img, &.Mui-focusVisible img': { transform: 'scale(1.03)' },
                '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
              }}
            >
              <MediaPicture path={item.path} sizes="(max-width: 599px) 100vw, 33vw">
                <Box
                  component="img"
                  src={item.thumbnail ?? item.path ?? undefined}
                  alt=""
                  loading="lazy"
                  sx={coverImageSx}
                />
              </MediaPicture>
              {title && (
                <Typography
                  component="span"
                  variant="body2"
                  sx={{
                    position: 'absolute',
                    left: 0,
                    right: 0,
                    bottom: 0,
                    px: 1.5,
                    py: 1,
                    color: '#fff',
                    textAlign: 'left',
                    fontWeight: 600,
                    background: 'linear-gradient(transparent, rgba(0,0,0,0.72))',
                    overflow: 'hidden',
                    textOverflow: 'ellipsis',
                    whiteSpace: 'nowrap',
                  }}
                >
                  {title}
                </Typography>
              )}
            </ButtonBase>
          </li>
        );
      })}
    </Box>
  );
}
