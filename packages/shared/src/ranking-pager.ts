import {
  RANKING_DEFAULT_TOP,
  RANKING_PAGE_SIZE,
  RANKING_TOP_START_PAGE,
  RANKING_TOP_STEPS,
  type RankingTop,
} from './constants.js';

/**
 * OPEN-030: turns a raw `top` route parameter into a valid step.
 * A value between steps rounds up to the next step (15 -> 20); a value above
 * 1000, below 1 or not a whole number gives the default 10.
 */
export function normalizeTop(raw: string | number | undefined | null): RankingTop {
  const n = typeof raw === 'number' ? raw : Number(raw);
  if (!Number.isInteger(n) || n < 1 || n > 1000) return RANKING_DEFAULT_TOP;
  return RANKING_TOP_STEPS.find((step) => step >= n) ?? RANKING_DEFAULT_TOP;
}

/** RANK-006: the list page (from 1) a top step starts at. */
export function startPageOfTop(top: RankingTop): number {
  return RANKING_TOP_START_PAGE[top];
}

/**
 * RANK-010 / RANK-011: the steps shown for an area holding `totalCourse` courses.
 * A step shows when the total is above the previous step; 10 always shows
 * (a total of 25 shows 10, 20 and 30).
 */
export function visibleTopSteps(totalCourse: number): RankingTop[] {
  return RANKING_TOP_STEPS.filter((step, i) => i === 0 || totalCourse > RANKING_TOP_STEPS[i - 1]!);
}

/** OPEN-031: the steps the previous/next arrows lead to (null at either end). */
export function adjacentTopSteps(
  top: RankingTop,
  totalCourse: number,
): { previous: RankingTop | null; next: RankingTop | null } {
  const steps = visibleTopSteps(totalCourse);
  const i = steps.indexOf(top);
  if (i === -1) return { previous: null, next: steps[0] ?? null };
  return { previous: steps[i - 1] ?? null, next: steps[i + 1] ?? null };
}

/**
 * RANK-005: rank number of the card at `index` (from 0) on list page `page` (from 1).
 */
export function rankNumber(page: number, index: number, pageSize = RANKING_PAGE_SIZE): number {
  return (page - 1) * pageSize + index + 1;
}

/** CONST-022: groups thousands with a space (12345 -> '12 345'). */
export function groupThousands(n: number): string {
  return String(Math.trunc(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
}
