import { describe, expect, it } from 'vitest';
import { DESKTOP, baseUrl } from './browser.js';
import {
  PASSWORD,
  acceptCookies,
  apiOk,
  eventually,
  registerMember,
  setupBrowser,
  storeSession,
  visible,
} from './support.js';
import { coursePath, franceCourse, withoutAnyReviews } from './courses.js';

/**
 * LEGAL-005, decision 030 in Chromium: a member who reviewed a course deletes the account from
 * 'Your data'; right after, a guest opening the course's Reviews tab (and its server-rendered
 * HTML) sees neither the review nor its author, and the totals are back to none.
 */
const browser = setupBrowser();

describe('deleting an account deletes its content (LEGAL-005, decision 030)', () => {
  it('a guest no longer sees the review of a deleted member on the course page', async () => {
    const course = await franceCourse(withoutAnyReviews, 20);
    const author = await registerMember({
      firstName: 'Erin',
      lastName: 'Vanished',
      emailPrefix: 'e2e.deletion',
    });
    const text = `Fast greens, kind staff ${author.user.id}`;
    await apiOk(author, 'POST', '/courses/review', {
      course: course.id,
      content: text,
      language: 30,
      type: 4,
      reviewData: {
        facilities: 4,
        maintenance: 4,
        surroundings: 4,
        clubhouse: 4,
        value: 4,
        overall: 4,
      },
    });
    const reviewsPath = coursePath(course, 'reviews');

    // a guest sees the review first
    await browser.withPage(DESKTOP, async (page) => {
      await page.goto(reviewsPath);
      await acceptCookies(page);
      await eventually(visible(page, text)).toBe(true);
    });

    // the member deletes the account from 'Your data'
    await browser.withPage(DESKTOP, async (page) => {
      await page.goto('/about-us.html');
      await storeSession(page, author, true);
      await page.goto('/profile?tab=profile');
      const card = page.locator('section', {
        has: page.getByRole('heading', { name: 'Your data' }),
      });
      await eventually(() => card.isVisible()).toBe(true);
      await card.getByRole('button', { name: 'Delete my account' }).click();
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
      await dialog.getByRole('button', { name: 'Delete my account' }).click();
      await page.waitForURL((url) => url.pathname === '/');
    });

    // right after, as a guest: the page the server renders and the page in the browser
    const html = await (await fetch(`${baseUrl()}${reviewsPath}`)).text();
    expect(html).not.toContain(text);
    await browser.withPage(DESKTOP, async (page) => {
      await page.goto(reviewsPath);
      await acceptCookies(page);
      await eventually(visible(page, `${course.name} has not any reviews yet.`)).toBe(true);
      expect(await page.getByText(text).count()).toBe(0);
      expect(await page.getByText('Erin Vanished').count()).toBe(0);
    });
    const info = await apiOk<{ totalReview: number }>(
      null,
      'GET',
      `/courses/review/info?filter_course=${course.id}`,
    );
    expect(info.totalReview).toBe(0);
  });
});
