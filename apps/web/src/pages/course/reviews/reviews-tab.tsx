import { Suspense, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import EditNoteIcon from '@mui/icons-material/EditNote';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CourseDetail, Review, ReviewInfo } from '@bgc/shared';
import { useConfirm } from '../../../components/confirm-dialog/confirm-dialog-context.js';
import { useRequireLogin } from '../../../components/confirm-dialog/use-require-login.js';
import { useToast } from '../../../components/toast.js';
import { api } from '../../../lib/api-client.js';
import { useSession } from '../../../lib/session.js';
import { spreadRowSx } from '../../../lib/spread-row.js';
import { EDIT_OWN_REVIEW } from '../../../components/post-card/review-edit.js';
import type { ReviewFormOutput } from './review-form-schema.js';
import {
  SCROLL_MARGIN,
  applyReviewChange,
  reviewPayload,
  type ReviewChange,
} from './review-format.js';
import { ReviewList } from './review-list.js';
import {
  EMPTY_REVIEW_INFO,
  deleteReview,
  findReview,
  reloadReviews,
  reviewKeys,
  saveReview,
  useReviewInfo,
} from './review-queries.js';
import { LanguageFilter, ReviewSummary } from './review-summary.js';
import { apiErrorText } from '../../../lib/error-text.js';
import { platformFiguresOf } from './platform-figures.js';
import { lazyWithPreload } from '../../../components/lazy-with-preload.js';
import { DelayedSpinner } from '../../../components/delayed-spinner.js';

/**
 * The review form (its schema, zod and the form library) loads when a member writes or edits,
 * not with the tab: its module set-up alone took about 100 ms of a phone's main thread at the
 * tab's start. The chunk is asked for as soon as 'Write a review' is pressed.
 */
const ReviewForm = lazyWithPreload(
  () => import('./review-form.js'),
  (m) => m.ReviewForm,
);

/**
 * The Reviews tab of the course page (REV-001..027, D-09): title 'Latest reviews {course}'
 * and 'Write a Review' (sign-in required; opens one's own review for edit when there is one),
 * the summary card, the language filter and the infinite review list; the write form
 * replaces them while open (REV-027). Sending or deleting reloads totals, lists and the
 * course (header and drawer totals).
 */
export function ReviewsTab({ course }: { course: CourseDetail }) {
  const { t } = useTranslation('reviews');
  const session = useSession();
  const viewer = session?.user.profile ?? 0;
  const queryClient = useQueryClient();
  const requireLogin = useRequireLogin();
  const confirm = useConfirm();
  const toast = useToast();
  const topRef = useRef<HTMLDivElement>(null);
  const [language, setLanguage] = useState(0);
  const [form, setForm] = useState<{ review: Review | null } | null>(null);
  const [opening, setOpening] = useState(false);
  const infoQuery = useReviewInfo(course.id, viewer);
  // REV-025: totals that fail to load show as empty.
  const info: ReviewInfo | null = infoQuery.data ?? (infoQuery.isError ? EMPTY_REVIEW_INFO : null);
  const filter =
    language === 0 || !info || info.languages.some((item) => item.id === language) ? language : 0;

  const patchLists = (review: Pick<Review, 'id'> & Partial<Review>, mode: ReviewChange) =>
    queryClient.setQueriesData<Parameters<typeof applyReviewChange>[0]>(
      { queryKey: [...reviewKeys.all(course.id), 'list'] },
      (data) => applyReviewChange(data, review, mode),
    );

  const showTop = () => topRef.current?.scrollIntoView({ block: 'start' });

  const openForm = (review: Review | null) => {
    setForm({ review });
    requestAnimationFrame(showTop);
  };

  const closeForm = () => {
    setForm(null);
    requestAnimationFrame(showTop);
  };

  const send = useMutation({
    mutationFn: (values: ReviewFormOutput) =>
      saveReview(reviewPayload(values, course.id, form?.review?.id)),
    onSuccess: (saved) => {
      patchLists(saved, form?.review ? 'update' : 'create');
      toast.success(t('toast.saved'));
      closeForm();
    },
    onError: (error) => {
      // REV-020 / REV-026: the server's message; the form stays, totals and list reload.
      toast.error(apiErrorText(error));
    },
    onSettled: () => reloadReviews(queryClient, course.id),
  });

  const remove = useMutation({
    mutationFn: (review: Review) => deleteReview(review.id),
    onSuccess: (_answer, review) => {
      patchLists(review, 'delete');
      toast.success(t('toast.deleted'));
    },
    onError: (error) => toast.error(apiErrorText(error)),
    onSettled: () => reloadReviews(queryClient, course.id),
  });

  /** REV-023 / D-09: sign-in first; one's own review opens pre-filled instead of a new one. */
  const onWrite = async () => {
    if (!(await requireLogin())) return;
    void ReviewForm.preload().catch(() => undefined);
    setOpening(true);
    try {
      const fresh = await queryClient.fetchQuery({
        queryKey: reviewKeys.info(course.id, viewer),
        queryFn: ({ signal }) =>
          api.get('/courses/review/info', { query: { filter_course: course.id }, signal }),
        staleTime: 5_000,
      });
      const mine = fresh.myReviewId
        ? await findReview(queryClient, course.id, fresh.myReviewId)
        : null;
      openForm(mine);
    } catch {
      openForm(null); // the server turns a second write into an update anyway (D-09)
    } finally {
      setOpening(false);
    }
  };

  // 'Edit' on the review shown as a post opens it here (?edit=mine), once
  const [search, setSearch] = useSearchParams();
  const editRequested = search.get('edit') === EDIT_OWN_REVIEW && session !== null;
  useEffect(() => {
    if (!editRequested) return;
    setSearch(
      (params) => {
        params.delete('edit');
        return params;
      },
      { replace: true },
    );
    void onWrite();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per request
  }, [editRequested]);

  /** REV-017: 'Confirm your action' / 'Do you want to delete this post ?'. */
  const onDelete = async (review: Review) => {
    const yes = await confirm({ title: t('delete.title'), message: t('delete.message') });
    if (yes) remove.mutate(review);
  };

  return (
    <Box ref={topRef} sx={{ scrollMarginTop: SCROLL_MARGIN }}>
      <Box sx={{ ...spreadRowSx, gap: 1.5, mb: 2 }}>
        <Typography component="h2" variant="h2" sx={{ overflowWrap: 'anywhere', minWidth: 0 }}>
          {t('title', { course: course.name })}
        </Typography>
        {!form && (
          <Button
            variant="contained"
            disableElevation
            onClick={() => void onWrite()}
            disabled={opening}
            startIcon={
              opening ? (
                <CircularProgress size={16} color="inherit" aria-hidden />
              ) : (
                <EditNoteIcon />
              )
            }
          >
            {/* D-09: the button says what it does for a member who wrote one */}
            {info?.myReviewId ? t('form.titleEdit') : t('write')}
          </Button>
        )}
      </Box>
      {form ? (
        <Suspense fallback={<DelayedSpinner />}>
          <ReviewForm.Component
            key={form.review?.id ?? 'new'}
            review={form.review}
            courseName={course.name}
            sending={send.isPending}
            onSend={(values) => send.mutate(values)}
            onBack={closeForm}
          />
        </Suspense>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: '280px minmax(0, 1fr)' },
            gap: 2,
            alignItems: 'start',
          }}
        >
          <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
            <ReviewSummary info={info} />
            {info && (
              <LanguageFilter languages={info.languages} value={filter} onChange={setLanguage} />
            )}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <ReviewList
              courseId={course.id}
              courseName={course.name}
              platformFigures={platformFiguresOf(course)}
              language={filter}
              viewer={viewer}
              deletingId={remove.isPending ? remove.variables.id : null}
              onEdit={openForm}
              onDelete={(review) => void onDelete(review)}
            />
          </Box>
        </Box>
      )}
    </Box>
  );
}
