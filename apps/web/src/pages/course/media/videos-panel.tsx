import { useState } from 'react';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import VideoLibraryOutlinedIcon from '@mui/icons-material/VideoLibraryOutlined';
import { useTranslation } from 'react-i18next';
import { MediaType, VIDEO_LIST_PER_RENDER } from '@bgc/shared';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll.js';
import { ListFooter } from '../../../components/tab-states.js';
import { plainListSx } from '../../../lib/plain-list.js';
import { nextVideoCount } from '../../../components/media/media-format.js';
import { MediaPanelStates } from './media-panel-states.js';
import { useMediaList, useOpenMedia } from '../../../components/media/media-queries.js';
import { VideoCard } from './video-card.js';

/**
 * 'Videos' sub-tab (COURSE-038, COURSE-039, MEDIA-017): the course's videos, rendering 6 at
 * first and 6 more at each scroll step (loading the next page of 10 when the rendered ones
 * run out), the empty state 'No videos posted yet.', and a click opening the viewer.
 */
export function VideosPanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation('media');
  const { items, result } = useMediaList(courseId, MediaType.Video);
  const openMedia = useOpenMedia(courseId);
  const [shown, setShown] = useState(VIDEO_LIST_PER_RENDER);
  const visible = items.slice(0, shown);
  const hasMore = shown < items.length || result.hasNextPage;
  const showMore = () => {
    if (shown < items.length) setShown(nextVideoCount(shown, items.length));
    else void result.fetchNextPage();
  };
  const sentinelRef = useInfiniteScroll({
    hasMore,
    paused: result.isFetching || result.isError,
    onLoadMore: showMore,
  });

  return (
    <MediaPanelStates
      result={result}
      itemCount={items.length}
      skeleton={
        <Box aria-hidden sx={{ display: 'grid', gap: 2 }}>
          {[0, 1].map((i) => (
            <Skeleton key={i} variant="rounded" height={260} />
          ))}
        </Box>
      }
      emptyIcon={<VideoLibraryOutlinedIcon />}
      emptyTitle={t('videos.empty')}
    >
      <Box
        component="ul"
        sx={{
          ...plainListSx,
          display: 'grid',
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          gap: 2,
        }}
      >
        {visible.map((item) => (
          <li key={item.id}>
            <VideoCard item={item} onOpen={() => openMedia(item)} />
          </li>
        ))}
      </Box>
      <ListFooter
        sentinelRef={sentinelRef}
        hasMore={hasMore}
        loading={result.isFetchingNextPage}
        failed={result.isError}
        onMore={showMore}
      />
    </MediaPanelStates>
  );
}
