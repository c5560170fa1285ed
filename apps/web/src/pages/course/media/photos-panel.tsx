import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useTranslation } from 'react-i18next';
import { MediaType, PHOTO_THUMB_HEIGHT_PX } from '@bgc/shared';
import { useInfiniteScroll } from '../../../hooks/use-infinite-scroll.js';
import { EmptyState, ListFooter } from '../../../components/tab-states.js';
import { PhotoGrid } from './photo-grid.js';
import { useMediaList, useOpenMedia } from './media-queries.js';

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

  if (result.isPending) {
    return (
      <Box
        aria-hidden
        sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}
      >
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} variant="rounded" height={PHOTO_THUMB_HEIGHT_PX} />
        ))}
      </Box>
    );
  }
  if (result.isError && items.length === 0) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void result.refetch()}>
            {t('list.retry')}
          </Button>
        }
      >
        {t('list.loadError')}
      </Alert>
    );
  }
  if (items.length === 0) {
    return <EmptyState icon={<PhotoLibraryOutlinedIcon />} title={t('photos.empty')} />;
  }
  return (
    <>
      <PhotoGrid items={items} onOpen={openMedia} />
      <ListFooter
        sentinelRef={sentinelRef}
        hasMore={result.hasNextPage}
        loading={result.isFetchingNextPage}
        failed={result.isError}
        onMore={() => void result.fetchNextPage()}
      />
    </>
  );
}
