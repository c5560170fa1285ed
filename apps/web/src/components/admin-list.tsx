import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PaginationProps } from '@mui/material/Pagination';
import InboxIcon from '@mui/icons-material/Inbox';
import type { Page } from '@bgc/shared';

/** The texts of an administrators' queue, in the page's own catalog. */
export interface AdminListTexts {
  /** The retry button of the load error. */
  retry: string;
  loadError: string;
  /** What an empty queue says. */
  empty: string;
  /** The accessible names of the pagination's buttons. */
  pageLabel: NonNullable<PaginationProps['getItemAriaLabel']>;
}

export interface AdminListProps<T> {
  /** The page of the queue being shown. */
  query: UseQueryResult<Page<T>>;
  page: number;
  onPage: (page: number) => void;
  /** Height of the two placeholder cards while the page loads, in px. */
  skeletonHeight: number;
  texts: AdminListTexts;
  renderItem: (item: T) => ReactNode;
}

/**
 * The list part of an administrators' queue (claims D-03, moderation D-04): two placeholder
 * cards while loading, an error with 'Retry', an empty card with an inbox icon, else the
 * items and a pagination when there is more than one page.
 */
export function AdminList<T>({
  query,
  page,
  onPage,
  skeletonHeight,
  texts,
  renderItem,
}: AdminListProps<T>) {
  if (query.isPending) {
    return (
      <Stack spacing={2} aria-busy="true">
        <Skeleton variant="rounded" height={skeletonHeight} />
        <Skeleton variant="rounded" height={skeletonHeight} />
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {texts.retry}
          </Button>
        }
      >
        {texts.loadError}
      </Alert>
    );
  }
  const { list, totalPages } = query.data;
  if (list.length === 0) {
    return (
      <Card sx={{ p: 4, display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1 }}>
        <InboxIcon aria-hidden="true" sx={{ fontSize: 40, color: '#b9cdbf' }} />
        <Typography color="text.secondary">{texts.empty}</Typography>
      </Card>
    );
  }
  return (
    <Stack spacing={2}>
      {list.map(renderItem)}
      {totalPages > 1 ? (
        <Box sx={{ display: 'flex', justifyContent: 'center', pt: 1 }}>
          <Pagination
            count={totalPages}
            page={page}
            onChange={(_, next) => onPage(next)}
            getItemAriaLabel={texts.pageLabel}
          />
        </Box>
      ) : null}
    </Stack>
  );
}

export interface AdminListPageProps {
  title: string;
  intro: string;
  /** Space under the intro, in theme units. */
  introSpacing?: number;
  children: ReactNode;
}

/** The frame of an administrators' page: a centred column with the title and the intro. */
export function AdminListPage({ title, intro, introSpacing = 2, children }: AdminListPageProps) {
  return (
    <Box sx={{ maxWidth: 960, mx: 'auto' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: introSpacing }}>
        {intro}
      </Typography>
      {children}
    </Box>
  );
}
