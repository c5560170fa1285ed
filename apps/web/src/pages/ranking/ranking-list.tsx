import { useCallback } from 'react';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { RANKING_DEFAULT_TOP, rankNumber } from '@bgc/shared';
import { useInfiniteScroll } from '../../hooks/use-infinite-scroll.js';
import { RankingCard, RankingCardSkeleton } from './ranking-card.js';
import type { useRankingCourses } from './use-ranking-data.js';

type CoursesQuery = ReturnType<typeof useRankingCourses>;

const listSx = { listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 } as const;

/**
 * Decision 036: the line above the first course without ratings: from here on every course
 * holds the same neutral score and they are listed by name.
 */
function EvidenceEnds() {
  const { t } = useTranslation('ranking');
  return (
    <Box
      data-testid="evidence-ends"
      role="note"
      sx={{ borderTop: '2px dashed', borderColor: 'divider', pt: 1.5, mb: 1.5, px: 0.5 }}
    >
      <Typography sx={{ fontWeight: 700 }}>{t('list.unratedFrom')}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('list.unratedHint')}
      </Typography>
    </Box>
  );
}

/**
 * RANK-004, RANK-005, RANK-014, RANK-015: the ranking cards, page after page. The sentinel
 * after the list loads the next page on scroll (CONST-008); a visible 'Load more' button does
 * the same for keyboard users. Automatic loading stops at the last page, on an empty page
 * and after an error (a 'Retry' button is offered then).
 */
export function RankingList({
  query,
  headingLevel,
  firstStepPath,
}: {
  query: CoursesQuery;
  headingLevel: 'h2' | 'h3';
  /** Link offered when the chosen step is past the area's last course (e.g. top 100 of 25). */
  firstStepPath: string | null;
}) {
  const { t } = useTranslation('ranking');
  const {
    data,
    error,
    hasNextPage,
    isFetchingNextPage,
    isFetchNextPageError,
    fetchNextPage,
    refetch,
  } = query;

  const loadMore = useCallback(() => {
    void fetchNextPage({ cancelRefetch: false });
  }, [fetchNextPage]);
  const sentinelRef = useInfiniteScroll({
    hasMore: hasNextPage,
    paused: isFetchingNextPage || isFetchNextPageError,
    onLoadMore: loadMore,
  });

  if (!data) {
    if (error) {
      return (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void refetch()}>
              {t('list.retry')}
            </Button>
          }
        >
          {t('list.error')}
        </Alert>
      );
    }
    return (
      <Box sx={listSx} aria-busy="true">
        {Array.from({ length: 4 }, (_, i) => (
          <RankingCardSkeleton key={i} />
        ))}
      </Box>
    );
  }

  const first = data.pages[0];
  if (!first || first.list.length === 0) {
    return (
      <Box sx={{ py: 4, textAlign: 'center' }}>
        <Typography color="text.secondary">{t('list.empty')}</Typography>
        {firstStepPath && (
          <Button component={Link} to={firstStepPath} variant="outlined" sx={{ mt: 2 }}>
            {t('list.backToFirst', { top: RANKING_DEFAULT_TOP })}
          </Button>
        )}
      </Box>
    );
  }

  return (
    <Box>
      <Box component="ol" sx={listSx} start={rankNumber(first.currentPage, 0)}>
        {data.pages
          .flatMap((page) => page.list.map((course, index) => ({ page, course, index })))
          .map(({ page, course, index }, i, all) => (
            <li key={`${page.currentPage}-${course.id}`}>
              {course.unrated && (i === 0 ? page.currentPage > 1 : !all[i - 1]!.course.unrated) && (
                <EvidenceEnds />
              )}
              <RankingCard
                course={course}
                rank={rankNumber(page.currentPage, index)}
                headingLevel={headingLevel}
              />
            </li>
          ))}
      </Box>

      <Box ref={sentinelRef} aria-hidden="true" sx={{ height: '1px' }} />

      <Box
        sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, py: 3 }}
        aria-live="polite"
      >
        {isFetchNextPageError && <Alert severity="error">{t('list.error')}</Alert>}
        {hasNextPage ? (
          <Button
            variant="outlined"
            aria-disabled={isFetchingNextPage}
            onClick={() => {
              if (!isFetchingNextPage) loadMore();
            }}
            startIcon={
              isFetchingNextPage ? (
                <CircularProgress size={18} color="inherit" aria-hidden="true" />
              ) : undefined
            }
            sx={{ minWidth: 160 }}
          >
            {isFetchingNextPage
              ? t('list.loading')
              : isFetchNextPageError
                ? t('list.retry')
                : t('list.loadMore')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {t('list.end')}
          </Typography>
        )}
      </Box>
    </Box>
  );
}
