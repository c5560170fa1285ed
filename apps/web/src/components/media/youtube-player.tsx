import { useState } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import { useTranslation } from 'react-i18next';
import { youtubeEmbedUrl, youtubeThumbnailUrl } from '@bgc/shared';
import { centeredOverlaySx, coveringPosterSx, PosterImage } from './poster-image.js';

/** The round red play mark drawn over video thumbnails (decorative). */
export function PlayMark({ size = 64 }: { size?: number }) {
  return (
    <Box
      aria-hidden
      sx={{
        width: size,
        height: size,
        borderRadius: '50%',
        bgcolor: 'rgba(204, 0, 0, 0.92)',
        color: '#fff',
        display: 'grid',
        placeItems: 'center',
        boxShadow: 3,
        '& svg': { fontSize: size * 0.62 },
      }}
    >
      <PlayArrowRoundedIcon />
    </Box>
  );
}

/**
 * A video's poster under its play mark: the picture at `src` covering the positioned box it
 * is drawn in (none when `src` is null, or once it fails to load), the mark centred above.
 */
export function PosterAndPlayMark({ src }: { src: string | null }) {
  return (
    <>
      <PosterImage src={src} sx={coveringPosterSx} />
      <Box sx={{ position: 'relative' }}>
        <PlayMark />
      </Box>
    </>
  );
}

/**
 * A video thumbnail (`hqdefault`) on a dark 16:9 box with a play button; a click swaps in the
 * embedded player, which autoplays (INTV-005, MEDIA-012). Offline, the box stays dark and the
 * button still works. `autoStart` shows the player at once.
 */
export function YoutubePlayer({
  youtubeId,
  title,
  autoStart = false,
}: {
  youtubeId: string;
  /** Accessible name of the player and of the play button. */
  title: string;
  autoStart?: boolean;
}) {
  const { t } = useTranslation('media');
  const [playing, setPlaying] = useState(autoStart);
  return (
    <Box
      sx={{
        position: 'relative',
        width: '100%',
        aspectRatio: '16 / 9',
        bgcolor: '#111',
        borderRadius: 2,
        overflow: 'hidden',
      }}
    >
      {playing ? (
        <Box
          component="iframe"
          src={youtubeEmbedUrl(youtubeId)}
          title={t('youtube.player', { title })}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          sx={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
        />
      ) : (
        <ButtonBase
          onClick={() => setPlaying(true)}
          aria-label={t('youtube.play', { title })}
          sx={centeredOverlaySx}
        >
          <PosterAndPlayMark src={youtubeThumbnailUrl(youtubeId)} />
        </ButtonBase>
      )}
    </Box>
  );
}
