import { describe, expect, it } from 'vitest';
import { POST_REPORT_CATEGORIES, USER_REPORT_CATEGORIES } from '@bgc/shared';
import { loadCatalog } from '../../i18n/catalog-testing.js';
import { reportCategories, reportCategoryKey, reportPath } from './report-categories.js';

describe('report categories (REPORT-003/004, OPEN-041, C-04)', () => {
  it('offers the post categories for posts and comments, the user ones for members', () => {
    expect(reportCategories('post')).toBe(POST_REPORT_CATEGORIES);
    expect(reportCategories('comment')).toBe(POST_REPORT_CATEGORIES);
    expect(reportCategories('user')).toBe(USER_REPORT_CATEGORIES);
  });

  it('camel-cases each category into a catalog key that exists', () => {
    expect(reportCategoryKey('misleading or scam')).toBe('misleadingOrScam');
    expect(reportCategoryKey("i can't access my account")).toBe('iCantAccessMyAccount');
    const en = loadCatalog('en', 'posts');
    for (const category of [...POST_REPORT_CATEGORIES, ...USER_REPORT_CATEGORIES]) {
      expect(en.has(`report.categories.${reportCategoryKey(category)}`), category).toBe(true);
    }
  });

  it('sends comments to /comments/report and the rest to /report', () => {
    expect(reportPath('comment')).toBe('/comments/report');
    expect(reportPath('post')).toBe('/report');
    expect(reportPath('user')).toBe('/report');
  });
});
