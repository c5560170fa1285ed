import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useTranslation } from 'react-i18next';
import { MediaType, PHOTO_THUMB_HEIGHT_PX } from '@bgc/shared';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll.js';
import { ListFooter } from '../../../components/tab-states.js';
import { MediaPanelStates } from './media-panel-states.js';
import { PhotoGrid } from './photo-grid.js';
import { useMediaList, useOpenMedia } from '../../../components/media/media-queries.js';

/**
 * 'Photos' sub-tab (COURSE-037, COURSE-039, COURSE-040): the two-column grid of the course's
 * photos with infinite scroll (250 px / 500 ms rule, plus a 'Load more' button), the empty
 * state 'No photos posted yet.', and a click opening the viewer.
 */
export function PhotosPanel({ courseId }: { courseId: number }) {
  const { t } = useTranslation('media');
  const { items, result } = useMediaList(courseId, MediaType.Photo);
  const openMedia = useOpenMedia(courseId);
  const sentinelRef = useInfiniteScroll({
    hasMore: result.hasNextPage,
    paused: result.isFetching || result.isError,
    onLoadMore: () => void result.fetchNextPage(),
  });

  return (
    <MediaPanelStates
      result={result}
      itemCount={items.length}
      skeleton={
        <Box
          aria-hidden
          sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}
        >
          {[0, 1, 2, 3].map((i) => (
            <Skeleton key={i} variant="rounded" height={PHOTO_THUMB_HEIGHT_PX} />
          ))}
        </Box>
      }
      emptyIcon={<PhotoLibraryOutlinedIcon />}
      emptyTitle={t('photos.empty')}
    >
      <PhotoGrid items={items} onOpen={openMedia} />
      <ListFooter
        sentinelRef={sentinelRef}
        hasMore={result.hasNextPage}
        loading={result.isFetchingNextPage}
        failed={result.isError}
        onMore={() => void result.fetchNextPage()}
      />
    </MediaPanelStates>
  );
}
