import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { Page, Review } from '@bgc/shared';
import {
  applyReviewChange,
  categoryPercent,
  nextReviewPage,
  ratingLabelKey,
  reviewFormValues,
  reviewPayload,
} from './review-format.js';
import { starFills } from '../../../components/star-rating/star-fills.js';
import { reviewFormSchema } from './review-form-schema.js';

/** The five category stars of the sample review (their mean, the overall, is 4). */
const stars = { facilities: 4, maintenance: 3.5, surroundings: 5, clubhouse: 4.5, value: 3 };

const review = (id: number, overrides: Partial<Review> = {}): Review => ({
  id,
  type: 4,
  course: 7,
  courseDetail: { name: 'Golf de Test', slug: 'golf-de-test', countrySlug: 'france' },
  content: `Review ${id}`,
  language: { id: 37, name: 'French' },
  reviewData: { ...stars, overall: 4 },
  profile: { id: 3, name: 'Alice Tester', picture: null },
  createdDate: '2025-03-12T10:00:00.000Z',
  updatedDate: '2025-03-12T10:00:00.000Z',
  canUpdate: true,
  canDelete: true,
  ...overrides,
});

const pages = (...lists: Review[][]): InfiniteData<Page<Review>, number> => ({
  pages: lists.map((list, i) => ({ list, total: 9, totalPages: 3, currentPage: i + 1 })),
  pageParams: lists.map((_, i) => i + 1),
});

describe('starFills (INPUT-013, REV-019)', () => {
  it('shows five stars in half steps, rounded to the nearest half', () => {
    expect(starFills(5)).toEqual(['full', 'full', 'full', 'full', 'full']);
    expect(starFills(0)).toEqual(['empty', 'empty', 'empty', 'empty', 'empty']);
    expect(starFills(3.5)).toEqual(['full', 'full', 'full', 'half', 'empty']);
    expect(starFills(4.2)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    expect(starFills(4.3)).toEqual(['full', 'full', 'full', 'full', 'half']);
    expect(starFills(0.5)).toEqual(['half', 'empty', 'empty', 'empty', 'empty']);
  });
  it('clamps to 0–5 and treats a missing number as 0', () => {
    expect(starFills(7)).toEqual(starFills(5));
    expect(starFills(-1)).toEqual(starFills(0));
    expect(starFills(Number.NaN)).toEqual(starFills(0));
  });
});

describe('categoryPercent (REV-002)', () => {
  it('maps a 0–5 mean to a 0–100 bar width', () => {
    expect(categoryPercent(5)).toBe(100);
    expect(categoryPercent(2.5)).toBe(50);
    expect(categoryPercent(0)).toBe(0);
    expect(categoryPercent(4.33)).toBe(86.6);
    expect(categoryPercent(6)).toBe(100);
    expect(categoryPercent(Number.NaN)).toBe(0);
  });
});

describe('ratingLabelKey (REV-018)', () => {
  it('follows the label thresholds', () => {
    expect(ratingLabelKey(4.5)).toBe('label.amazing');
    expect(ratingLabelKey(4.49)).toBe('label.great');
    expect(ratingLabelKey(4)).toBe('label.great');
    expect(ratingLabelKey(3.5)).toBe('label.veryGood');
    expect(ratingLabelKey(3)).toBe('label.good');
    expect(ratingLabelKey(2.5)).toBe('label.average');
    expect(ratingLabelKey(2)).toBe('label.poor');
    expect(ratingLabelKey(1.99)).toBe('label.veryPoor');
  });
});

describe('reviewFormValues (REV-009, REV-016)', () => {
  it('starts empty with every slider at 5', () => {
    expect(reviewFormValues(null)).toEqual({
      language: '',
      content: '',
      reviewData: { facilities: 5, maintenance: 5, surroundings: 5, clubhouse: 5, value: 5 },
    });
  });
  it('pre-fills one’s own review', () => {
    expect(reviewFormValues(review(4))).toEqual({
      language: '37',
      content: 'Review 4',
      reviewData: stars,
    });
  });
});

describe('reviewFormSchema (REV-008)', () => {
  it('requires the language and the text', () => {
    const result = reviewFormSchema.safeParse({
      ...reviewFormValues(null),
      content: '   ',
    });
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toEqual({ language: 'Field is required', content: 'Field is required' });
  });
  it('turns the language into its id', () => {
    const result = reviewFormSchema.parse({ ...reviewFormValues(review(1)), content: 'Nice' });
    expect(result.language).toBe(37);
  });
});

describe('reviewPayload (REV-011, REV-013)', () => {
  const values = {
    language: 37,
    content: '  Lovely greens  ',
    reviewData: stars,
  };
  it('creates with type 4 and overall = the mean of the five', () => {
    expect(reviewPayload(values, 7)).toEqual({
      course: 7,
      content: 'Lovely greens',
      language: 37,
      type: 4,
      reviewData: { ...stars, overall: 4 },
    });
  });
  it('carries the id for an update', () => {
    expect(reviewPayload(values, 7, 12)).toMatchObject({ id: 12, course: 7 });
  });
});

describe('nextReviewPage (REV-004)', () => {
  it('stops at the last page or an empty page', () => {
    expect(nextReviewPage({ list: [1], total: 9, totalPages: 3, currentPage: 1 })).toBe(2);
    expect(nextReviewPage({ list: [1], total: 9, totalPages: 3, currentPage: 3 })).toBeUndefined();
    expect(nextReviewPage({ list: [], total: 9, totalPages: 3, currentPage: 1 })).toBeUndefined();
  });
});

describe('applyReviewChange (REV-015)', () => {
  const data = pages([review(3), review(2)], [review(1)]);
  const ids = (next: typeof data | undefined) =>
    next?.pages.map((page) => page.list.map((item) => item.id));

  it('adds a created review at the top', () => {
    expect(ids(applyReviewChange(data, review(9), 'create'))).toEqual([[9, 3, 2], [1]]);
  });
  it('merges an update in place', () => {
    const next = applyReviewChange(data, review(2, { content: 'Changed' }), 'update');
    expect(ids(next)).toEqual([[3, 2], [1]]);
    expect(next?.pages[0]?.list[1]?.content).toBe('Changed');
  });
  it('merges a "create" of a review already listed (D-09: a second write updates)', () => {
    const next = applyReviewChange(data, review(1, { content: 'Again' }), 'create');
    expect(ids(next)).toEqual([[3, 2], [1]]);
    expect(next?.pages[1]?.list[0]?.content).toBe('Again');
  });
  it('removes the review in any other mode', () => {
    expect(ids(applyReviewChange(data, { id: 2 }, 'delete'))).toEqual([[3], [1]]);
  });
  it('leaves an unloaded list alone', () => {
    expect(applyReviewChange(undefined, review(1), 'create')).toBeUndefined();
  });
});
