import type { ReactNode, RefCallback } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * The round, tinted badge holding the icon of an empty state (decorative): `size` px across;
 * with `iconSize` the icon is drawn that many px high, else at its own size.
 */
export function EmptyStateIcon({
  size,
  iconSize,
  children,
}: {
  size: number;
  iconSize?: number;
  children: ReactNode;
}) {
  return (
    <Box
      aria-hidden
      sx={{
        mx: 'auto',
        mb: 1.5,
        width: size,
        height: size,
        borderRadius: '50%',
        display: 'grid',
        placeItems: 'center',
        bgcolor: '#e7f0ea',
        color: 'primary.main',
        ...(iconSize !== undefined && { '& svg': { fontSize: iconSize } }),
      }}
    >
      {children}
    </Box>
  );
}

/** A friendly empty state: an icon, a title and a line of text (no fake content). */
export function EmptyState({
  icon,
  title,
  text,
}: {
  icon: ReactNode;
  title: string;
  text?: string;
}) {
  return (
    <Card sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <EmptyStateIcon size={64} iconSize={32}>
        {icon}
      </EmptyStateIcon>
      <Typography component="p" variant="h3">
        {title}
      </Typography>
      {text && (
        <Typography color="text.secondary" sx={{ mt: 0.75, maxWidth: 420, mx: 'auto' }}>
          {text}
        </Typography>
      )}
    </Card>
  );
}

export interface SkeletonHeadingProps {
  /** The placeholder of an avatar (`circular`) or a picture (`rounded`). */
  variant: 'circular' | 'rounded';
  /** Its width and height in px. */
  size: number;
  /** The widths of the two text lines beside it (CSS lengths, '40%'). */
  widths: readonly [string, string];
  /** The height of the first line in px (a title); the text height if unset. */
  titleHeight?: number;
}

/**
 * The placeholder of a card's heading while it loads: an avatar or picture beside two text
 * lines. The caller lays it out (a flex row) and hides it from assistive technology.
 */
export function SkeletonHeading({ variant, size, widths, titleHeight }: SkeletonHeadingProps) {
  return (
    <>
      <Skeleton variant={variant} width={size} height={size} />
      <Box sx={{ flex: 1 }}>
        <Skeleton width={widths[0]} height={titleHeight} />
        <Skeleton width={widths[1]} />
      </Box>
    </>
  );
}

/** Placeholder rows while the first page of a list loads. */
export function ListSkeleton({ rows = 3 }: { rows?: number }) {
  return (
    <Box aria-hidden sx={{ display: 'grid', gap: 1 }}>
      {Array.from({ length: rows }, (_, i) => (
        <Card key={i} sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 1.5 }}>
          <SkeletonHeading variant="rounded" size={44} widths={['55%', '30%']} />
        </Card>
      ))}
    </Box>
  );
}

export interface ListFooterProps {
  /** Ref callback of the infinite-scroll sentinel. */
  sentinelRef: RefCallback<Element>;
  hasMore: boolean;
  loading: boolean;
  failed: boolean;
  onMore: () => void;
}

/**
 * The end of an infinite list (CONST-008): the scroll sentinel, a spinner line while the next
 * page loads, and a 'Load more' button (keyboard users, old browsers) or 'Retry' on failure.
 */
export function ListFooter({ sentinelRef, hasMore, loading, failed, onMore }: ListFooterProps) {
  const { t } = useTranslation('profile');
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', mt: 1.5 }}>
      <Box ref={sentinelRef} sx={{ height: '1px', width: '100%' }} />
      {failed ? (
        <Button onClick={onMore} variant="outlined" size="small">
          {t('list.retry')}
        </Button>
      ) : hasMore ? (
        <Button onClick={onMore} disabled={loading} size="small" aria-busy={loading}>
          {loading ? t('list.loading') : t('list.more')}
        </Button>
      ) : null}
    </Box>
  );
}

/** What `InfiniteListFooter` reads of an infinite query. */
export interface InfiniteListResult {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/** `ListFooter` of an infinite query: more while it has a next page, retry when that failed. */
export function InfiniteListFooter({
  sentinelRef,
  result,
}: {
  sentinelRef: ListFooterProps['sentinelRef'];
  result: InfiniteListResult;
}) {
  return (
    <ListFooter
      sentinelRef={sentinelRef}
      hasMore={result.hasNextPage}
      loading={result.isFetchingNextPage}
      failed={result.isFetchNextPageError}
      onMore={() => void result.fetchNextPage()}
    />
  );
}
