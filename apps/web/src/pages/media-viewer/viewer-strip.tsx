import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { useTranslation } from 'react-i18next';
import { MediaType, youtubeThumbnailUrl, type MediaItem } from '@bgc/shared';
import { PosterImage, centeredOverlaySx } from '../../components/media/poster-image.js';

function StripThumb({ item }: { item: MediaItem }) {
  const src =
    item.thumbnail ??
    (item.type === MediaType.Video && item.youtubeId
      ? youtubeThumbnailUrl(item.youtubeId)
      : item.path);
  return (
    <>
      <PosterImage
        src={src}
        sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
      />
      {item.type === MediaType.Video && (
        <Box aria-hidden sx={{ ...centeredOverlaySx, color: '#fff' }}>
          <PlayArrowRoundedIcon />
        </Box>
      )}
    </>
  );
}

/**
 * MEDIA-006: the thumbnail strip of the loaded items; the current one is marked
 * (`aria-current`) and kept in view; a click shows that item.
 */
export function ViewerStrip({
  items,
  index,
  onSelect,
}: {
  items: readonly MediaItem[];
  index: number;
  onSelect: (item: MediaItem) => void;
}) {
  const { t } = useTranslation('media');
  const currentRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    currentRef.current?.scrollIntoView?.({ block: 'nearest', inline: 'center' });
  }, [index]);
  if (items.length < 2) return null;
  return (
    <Box
      component="nav"
      aria-label={t('viewer.thumbnails')}
      sx={{ px: { xs: 1, sm: 2 }, pb: { xs: 1, sm: 2 }, overflowX: 'auto', flex: 'none' }}
    >
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          my: 0,
          mx: 'auto',
          p: 0.5,
          display: 'flex',
          gap: 1,
          width: 'max-content',
        }}
      >
        {items.map((item, i) => (
          <li key={item.id}>
            <ButtonBase
              ref={i === index ? currentRef : undefined}
              onClick={() => onSelect(item)}
              aria-label={t('viewer.goTo', { n: i + 1 })}
              aria-current={i === index ? 'true' : undefined}
              sx={{
                position: 'relative',
                width: 64,
                height: 64,
                borderRadius: 1,
                overflow: 'hidden',
                bgcolor: '#2a2f2b',
                opacity: i === index ? 1 : 0.62,
                outline: i === index ? '3px solid #fff' : 'none',
                outlineOffset: 1,
                '&:hover, &.Mui-focusVisible': { opacity: 1 },
                '&.Mui-focusVisible': { outline: '3px solid #8fd19e' },
              }}
            >
              <StripThumb item={item} />
            </ButtonBase>
          </li>
        ))}
      </Box>
    </Box>
  );
}
