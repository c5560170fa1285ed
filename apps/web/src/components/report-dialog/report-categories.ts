import { POST_REPORT_CATEGORIES, USER_REPORT_CATEGORIES } from '@bgc/shared';

/**
 * REPORT-003/004, OPEN-041: the categories of the report dialog and their catalog keys.
 * Pure, unit-tested in `report-categories.test.ts`.
 */

export type ReportEntity = 'post' | 'comment' | 'user';

/** Post categories for posts and comments (OPEN-041), user categories for members. */
export function reportCategories(entity: ReportEntity): readonly string[] {
  return entity === 'user' ? USER_REPORT_CATEGORIES : POST_REPORT_CATEGORIES;
}

/**
 * The catalog key of a category under `report.categories.` ("i can't access my account" →
 * 'iCantAccessMyAccount'): words camel-cased, apostrophes dropped.
 */
export function reportCategoryKey(category: string): string {
  const words = category
    .replace(/['’]/g, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  return words.map((w, i) => (i === 0 ? w : `${w[0]!.toUpperCase()}${w.slice(1)}`)).join('');
}

/** REPORT-005/006, C-04: comments go to POST /comments/report, posts and members to /report. */
export function reportPath(entity: ReportEntity): '/comments/report' | '/report' {
  return entity === 'comment' ? '/comments/report' : '/report';
}
