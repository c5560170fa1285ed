import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import {
  acceptCookies,
  deleteThroughMenu,
  eventually,
  setupBrowser,
  signIn,
  visible,
  openOrigin,
} from './support.js';
import { coursePath, franceCourse, withoutAnyReviews, type CourseRef } from './courses.js';

/**
 * Reviews tab (REV-001..027, D-09) in Chromium against the production build: a
 * visitor sees the empty text and the sign-in warning; a member writes a review of a France
 * course (an empty form shows 'Field is required' and sends nothing), sees the summary
 * (mean, label, count, language count), edits it through 'Write a Review' (D-09) and
 * deletes it from the card menu.
 */
const browser = setupBrowser();

const reviewsPath = (course: CourseRef) => coursePath(course, 'reviews');

/** Moves a category slider down from 5 to `value` with the keyboard (0.5 a step). */
async function setSlider(page: Page, name: string, value: number): Promise<void> {
  const slider = page.getByRole('slider', { name, exact: true });
  await slider.focus();
  await slider.press('End');
  for (let v = 5; v > value; v -= 0.5) await slider.press('ArrowLeft');
  await eventually(() => slider.getAttribute('aria-valuenow')).toBe(String(value));
}

describe('course Reviews tab (REV-*, D-09)', () => {
  it('shows a visitor the empty text and the sign-in warning', async () => {
    const { context, page } = await browser.newPage(DESKTOP);
    await openOrigin(page);
    // REV-005's own text: neither our members nor another platform has reviewed it
    const course = await franceCourse(withoutAnyReviews, 20);
    await page.goto(reviewsPath(course));
    await acceptCookies(page);
    await eventually(() =>
      page.getByRole('heading', { name: `Latest reviews ${course.name}` }).isVisible(),
    ).toBe(true);
    await eventually(visible(page, `${course.name} has not any reviews yet.`)).toBe(true);
    await eventually(visible(page, 'All Language')).toBe(true);
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('button', { name: 'Write a Review' }).click();
    const dialog = page.getByRole('alertdialog');
    await eventually(() => dialog.getByText('Warning').isVisible()).toBe(true);
    await eventually(() => dialog.getByText('You need to login').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    await context.close();
  });

  it('lets a member write, edit and delete a review', async () => {
    const { context, page } = await browser.newPage(DESKTOP);
    await openOrigin(page);
    const course = await franceCourse(withoutAnyReviews, 20);
    await signIn(page, { firstName: 'Rory', lastName: 'Reviewer', emailPrefix: 'e2e.reviews' });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/api/courses/review'))
        posts.push(request.url());
    });
    await page.goto(reviewsPath(course));
    await acceptCookies(page);
    await eventually(visible(page, `${course.name} has not any reviews yet.`)).toBe(true);

    // REV-027 / REV-012: the form; an empty Send shows 'Field is required' and sends nothing
    await page.getByRole('button', { name: 'Write a Review' }).click();
    await eventually(() => page.getByRole('button', { name: 'Send' }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Send' }).click();
    await eventually(() => page.getByText('Field is required').count()).toBe(2);
    expect(posts).toEqual([]);
    await screenshot(page, 'course-reviews-form-desktop');

    // REV-007..011: language, text, sliders; the live overall is the mean (4, 'Great')
    await page.getByRole('combobox', { name: /Language/ }).click();
    await page.getByRole('option', { name: 'French', exact: true }).click();
    await page.getByLabel(/Your review/).fill('Fast greens and a friendly clubhouse.');
    await setSlider(page, 'Facilities', 4);
    await setSlider(page, 'Course maintenance', 3.5);
    await setSlider(page, 'Surroundings', 5);
    await setSlider(page, 'Clubhouse', 4.5);
    await setSlider(page, 'Value for money', 3);
    const formOverall = page.getByTestId('form-overall');
    await eventually(() => formOverall.textContent()).toContain('4.0');
    await eventually(() => formOverall.textContent()).toContain('Great');
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Send' }).click();

    // REV-014: the form closes; summary, language filter and list reload
    await eventually(() => page.getByTestId('review-card').count()).toBe(1);
    await eventually(() => page.getByTestId('review-overall').textContent()).toBe('4.0');
    await eventually(() => page.getByTestId('review-label').textContent()).toBe('Great');
    await eventually(() => page.getByTestId('review-count').textContent()).toBe('Total reviews: 1');
    await eventually(() => page.getByRole('radio', { name: 'French (1)' }).isVisible()).toBe(true);
    await eventually(visible(page, 'Fast greens and a friendly clubhouse.')).toBe(true);
    expect(posts).toHaveLength(1);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'course-reviews-desktop');

    // COURSE-013: the Timeline's latest reviews card lists it; 'See all' leads back here
    await page.goto(reviewsPath(course).replace('/reviews.html', '.html'));
    const card = page.getByRole('region', { name: 'Latest reviews', exact: true });
    await eventually(() =>
      card.getByText('Fast greens and a friendly clubhouse.').isVisible(),
    ).toBe(true);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'course-latest-reviews-desktop');
    await card.getByRole('link', { name: /^See all/ }).click();
    await page.waitForURL(`**${reviewsPath(course)}`);

    // D-09: 'Edit your review' (the button once the member has one) opens
    // the own review pre-filled (here on a phone); a lower value changes the mean
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Edit your review' }).click();
    await eventually(() =>
      page.getByRole('heading', { name: 'Edit your review' }).isVisible(),
    ).toBe(true);
    await eventually(() => page.getByLabel(/Your review/).inputValue()).toBe(
      'Fast greens and a friendly clubhouse.',
    );
    await eventually(() =>
      page.getByRole('slider', { name: 'Clubhouse' }).getAttribute('aria-valuenow'),
    ).toBe('4.5');
    await screenshot(page, 'course-reviews-form-phone');
    await expectNoSeriousA11yViolations(page);
    await setSlider(page, 'Value for money', 1);
    await page.getByLabel(/Your review/).fill('Fast greens, but expensive.');
    await page.getByRole('button', { name: 'Send' }).click();
    await eventually(() => page.getByTestId('review-overall').textContent()).toBe('3.6');
    await eventually(() => page.getByTestId('review-label').textContent()).toBe('Very Good');
    await eventually(() => page.getByTestId('review-count').textContent()).toBe('Total reviews: 1');
    await eventually(visible(page, 'Fast greens, but expensive.')).toBe(true);
    expect(posts.at(-1)).toMatch(/\/api\/courses\/review\/\d+$/);

    // phone layout, once the toast has gone
    await page.getByText('Your review has been sent').waitFor({ state: 'hidden' });
    await screenshot(page, 'course-reviews-phone');
    await page
      .getByTestId('review-card')
      .evaluate((node) => node.scrollIntoView({ block: 'center' }));
    await screenshot(page, 'course-reviews-list-phone');
    await page.setViewportSize(DESKTOP);

    // REV-017: delete from the card menu, after the confirm dialog; the empty text is the plain
    // one at once, before the debounced ranking recompute (D-05) updates the stored N
    await deleteThroughMenu(page.getByRole('button', { name: 'Review actions' }));
    await eventually(visible(page, `${course.name} has not any reviews yet.`)).toBe(true);
    await eventually(() => page.getByTestId('review-count').textContent()).toBe('Total reviews: 0');
    await context.close();
  });
});
