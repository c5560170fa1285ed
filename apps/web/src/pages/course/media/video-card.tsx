import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Card from '@mui/material/Card';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import {
  abbreviateCount,
  youtubeChannelUrl,
  youtubeThumbnailUrl,
  type MediaItem,
} from '@bgc/shared';
import { MemberAvatar } from '../../../components/member-avatar.js';
import { PosterAndPlayMark } from '../../../components/media/youtube-player.js';

/** A count shortened ('1.5K') in its translated line; nothing when YouTube gave no number. */
function CountLine({
  count,
  text,
}: {
  count: number | null | undefined;
  text: (value: string) => string;
}) {
  if (typeof count !== 'number') return null;
  return (
    <Typography variant="body2" color="text.secondary">
      {text(abbreviateCount(count))}
    </Typography>
  );
}

/**
 * One video of the Videos sub-tab (COURSE-038, MEDIA-010..012): channel logo (initials when
 * there is none), channel name (a link to the channel page in a new tab when its id is known),
 * subscribers shortened ('1.5K'), the thumbnail with a play button that opens the viewer, the
 * title and the view count.
 */
export function VideoCard({ item, onOpen }: { item: MediaItem; onOpen: () => void }) {
  const { t } = useTranslation('media');
  const meta = item.meta;
  const channelName = meta?.channelName?.trim() || t('videos.unknownChannel');
  const title = meta?.title?.trim() || item.description?.trim() || t('videos.untitled');
  const subscribers = meta?.channelSubscriber;
  const views = meta?.view;
  return (
    <Card component="article" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.25, mb: 1.5, minWidth: 0 }}>
        <MemberAvatar name={channelName} picture={meta?.channelLogo} size={40} />
        <Box sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 700, lineHeight: 1.3 }} noWrap>
            {meta?.channelId ? (
              <MuiLink
                href={youtubeChannelUrl(meta.channelId)}
                target="_blank"
                rel="noopener noreferrer"
                color="inherit"
                aria-label={t('videos.channelLink', { name: channelName })}
              >
                {channelName}
              </MuiLink>
            ) : (
              channelName
            )}
          </Typography>
          <CountLine text={(value) => t('videos.subscribers', { value })} count={subscribers} />
        </Box>
      </Box>
      <ButtonBase
        onClick={onOpen}
        aria-label={t('videos.play', { title })}
        sx={{
          position: 'relative',
          display: 'grid',
          placeItems: 'center',
          width: '100%',
          aspectRatio: '16 / 9',
          borderRadius: 2,
          overflow: 'hidden',
          bgcolor: '#111',
          '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.main' },
        }}
      >
        <PosterAndPlayMark
          src={item.youtubeId ? (item.thumbnail ?? youtubeThumbnailUrl(item.youtubeId)) : null}
        />
      </ButtonBase>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700, mt: 1.25 }}>
        {title}
      </Typography>
      <CountLine text={(value) => t('videos.views', { value })} count={views} />
    </Card>
  );
}
