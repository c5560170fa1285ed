import { useState } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { youtubeThumbnailUrl } from '@bgc/shared';
import { PlayMark } from './youtube-player.js';

/**
 * INTV-015: the thumbnail preview of a valid YouTube id (callers show it only then), with the
 * play mark; a dark 16:9 box when the thumbnail cannot load (offline).
 */
export function VideoPreview({ youtubeId, width = 240 }: { youtubeId: string; width?: number }) {
  const { t } = useTranslation('media');
  const [failed, setFailed] = useState(false);
  return (
    <Box
      role="img"
      aria-label={t('upload.preview')}
      sx={{
        position: 'relative',
        width,
        maxWidth: '100%',
        aspectRatio: '16 / 9',
        borderRadius: 1.5,
        overflow: 'hidden',
        bgcolor: '#111',
        display: 'grid',
        placeItems: 'center',
        flex: 'none',
      }}
    >
      {!failed && (
        <Box
          component="img"
          src={youtubeThumbnailUrl(youtubeId)}
          alt=""
          onError={() => setFailed(true)}
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' }}
        />
      )}
      <Box sx={{ position: 'relative' }}>
        <PlayMark size={40} />
      </Box>
    </Box>
  );
}
