import { describe, expect, it } from 'vitest';
import type { CourseSummary, Page } from '@bgc/shared';
import { DESKTOP, expectNoSeriousA11yViolations } from './browser.js';
import { eventually, searchCourses, setupBrowser } from './support.js';

/**
 * D-16 / decision 034 in the browser: typing 'st andrews old' in the header search lists the
 * Old Course at St Andrews first under its club's name; choosing it lands on its course page,
 * which names it 'St Andrews Links – Old Course' and lists the club's other courses.
 */
const browser = setupBrowser();

describe('header search knows clubs and towns (decision 034)', () => {
  it("types 'st andrews old' and lands on the Old Course at St Andrews", async () => {
    const { context, page } = await browser.openSite(DESKTOP, {
      path: '/top-golf-courses-worldwide.html',
    });
    const answer = await page.request.get(
      '/api/courses?filter_name_like=st%20andrews%20old&limit=1',
    );
    const expected = ((await answer.json()) as Page<CourseSummary>).list[0]!;
    expect(expected.name).toBe('St Andrews Links – Old Course');

    await searchCourses(page, 'st andrews old');
    const first = page.getByRole('option').first();
    await eventually(() => first.innerText(), { timeout: 15_000 }).toMatch(
      /^St Andrews Links – Old Course/,
    );
    await first.click();
    await page.waitForURL(`**/${expected.slug}-golf-course.html`);
    await eventually(() => page.getByRole('heading', { level: 1 }).innerText(), {
      timeout: 15_000,
    }).toContain('St Andrews Links – Old Course');
    expect(await page.title()).toContain('St Andrews Links – Old Course');

    const club = page.getByTestId('club-courses');
    await eventually(() => club.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await club.getByRole('heading').innerText()).toBe('More courses at St Andrews Links');
    expect(await club.getByRole('link', { name: 'New Course' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await context.close();
  });
});
