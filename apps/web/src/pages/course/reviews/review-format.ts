import type { InfiniteData } from '@tanstack/react-query';
import {
  REVIEW_CATEGORIES,
  REVIEW_SCORE_DEFAULT,
  REVIEW_SCORE_MAX,
  ratingLabel,
  reviewOverall,
  type Page,
  type RatingLabel,
  type Review,
  type ReviewCategory,
  type ReviewInput,
} from '@bgc/shared';

/**
 * Pure helpers of the Reviews tab (REV-*), unit-tested in `review-format.test.ts`.
 * No React and no API client here.
 */

/** REV-002: width of a category bar in percent (0–100) for a 0–5 mean. */
export function categoryPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  const percent = (value / REVIEW_SCORE_MAX) * 100;
  return Math.round(Math.min(100, Math.max(0, percent)) * 10) / 10;
}

/** REV-018: catalog key (`label.*`) of a rating's label. */
export const RATING_LABEL_KEYS: Readonly<Record<RatingLabel, string>> = {
  Amazing: 'amazing',
  Great: 'great',
  'Very Good': 'veryGood',
  Good: 'good',
  Average: 'average',
  Poor: 'poor',
  'Very poor': 'veryPoor',
};

/** REV-018: the catalog key of the label of a 0–5 rating ('label.great' for 4.2). */
export function ratingLabelKey(rating: number): `label.${string}` {
  return `label.${RATING_LABEL_KEYS[ratingLabel(rating)]}`;
}

/** Values of the write form: language id as text ('' = none chosen), the text, five scores. */
export interface ReviewFormValues {
  language: string;
  content: string;
  reviewData: Record<ReviewCategory, number>;
}

/** REV-009 / REV-016: an empty form (every slider at 5), or the values of one's own review. */
export function reviewFormValues(review?: Review | null): ReviewFormValues {
  const reviewData = Object.fromEntries(
    REVIEW_CATEGORIES.map((key) => [key, review ? review.reviewData[key] : REVIEW_SCORE_DEFAULT]),
  ) as Record<ReviewCategory, number>;
  return {
    language: review ? String(review.language.id) : '',
    content: review?.content ?? '',
    reviewData,
  };
}

/**
 * REV-011 / REV-013: the body of POST /courses/review[/{id}] — `id` only for an update,
 * `type` 4 and `overall` = the mean of the five (the server recomputes it, D-09).
 */
export function reviewPayload(
  values: { language: number; content: string; reviewData: Record<ReviewCategory, number> },
  courseId: number,
  reviewId?: number | null,
): ReviewInput {
  const reviewData = Object.fromEntries(
    REVIEW_CATEGORIES.map((key) => [key, values.reviewData[key]]),
  ) as Record<ReviewCategory, number>;
  return {
    ...(reviewId ? { id: reviewId } : {}),
    course: courseId,
    content: values.content.trim(),
    language: values.language,
    type: 4,
    reviewData: { ...reviewData, overall: reviewOverall(reviewData) },
  };
}

/** Next page of the review list, or undefined once `currentPage` reaches `totalPages` (REV-004). */
export function nextReviewPage(page: Page<unknown>): number | undefined {
  return page.currentPage < page.totalPages && page.list.length > 0
    ? page.currentPage + 1
    : undefined;
}

/** REV-015: how a review changed. */
export type ReviewChange = 'create' | 'update' | 'delete';

/**
 * REV-015: the loaded list after a change — create adds the review at the top (or merges it
 * when it is already listed: D-09 turns a second write into an update), update merges it in
 * place, any other mode removes it. The caller reloads totals and list afterwards.
 */
export function applyReviewChange(
  data: InfiniteData<Page<Review>, number> | undefined,
  review: Pick<Review, 'id'> & Partial<Review>,
  mode: ReviewChange,
): InfiniteData<Page<Review>, number> | undefined {
  if (!data) return data;
  const listed = data.pages.some((page) => page.list.some((item) => item.id === review.id));
  if (mode === 'create' && !listed && isFullReview(review)) {
    const [first, ...rest] = data.pages;
    if (!first) return data;
    return { ...data, pages: [{ ...first, list: [review, ...first.list] }, ...rest] };
  }
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      list:
        mode === 'delete'
          ? page.list.filter((item) => item.id !== review.id)
          : page.list.map((item) => (item.id === review.id ? { ...item, ...review } : item)),
    })),
  };
}

function isFullReview(review: Partial<Review>): review is Review {
  return typeof review.id === 'number' && typeof review.content === 'string' && !!review.profile;
}

/** Room left above a scrolled-to form or tab for the sticky header (56/64 px + the menu bar). */
export const SCROLL_MARGIN = { xs: 72, sm: 132 } as const;
