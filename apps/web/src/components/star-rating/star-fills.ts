import { REVIEW_SCORE_MAX } from '@bgc/shared';

/** One star of a 5-star display. */
export type StarFill = 'full' | 'half' | 'empty';

/**
 * INPUT-013 / REV-019: the five stars of a 0–5 rating, in half steps. The rating is rounded
 * to the nearest half (4.2 → 4, 4.3 → 4.5) and clamped to 0–5.
 */
export function starFills(rating: number): StarFill[] {
  const safe = Number.isFinite(rating) ? rating : 0;
  const halves = Math.round(Math.min(REVIEW_SCORE_MAX, Math.max(0, safe)) * 2);
  return Array.from({ length: REVIEW_SCORE_MAX }, (_, i) => {
    const left = halves - i * 2;
    return left >= 2 ? 'full' : left === 1 ? 'half' : 'empty';
  });
}
