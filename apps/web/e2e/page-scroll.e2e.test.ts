import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DESKTOP, PHONE } from './browser.js';
import { acceptCookies, eventually, setupBrowser } from './support.js';

/**
 * Decision 037: a navigation to another page opens at the top with the focus on its main
 * heading; a ranking pager step and a course tab keep the reader where they are; back and
 * forward restore the position left; a search's refusal and results come into view.
 */
const browser = setupBrowser();

const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));
const focusedTag = (page: Page) =>
  page.evaluate(() => `${document.activeElement?.tagName}:${document.activeElement?.textContent}`);
/** Whether `locator`'s box lies inside the viewport. */
const inViewport = (locator: Locator) => async () => {
  const box = await locator.boundingBox();
  const height = locator.page().viewportSize()!.height;
  return box !== null && box.y >= 0 && box.y + box.height <= height;
};

describe('where a page opens (decision 037)', () => {
  it('opens another page at the top, keeps the position on a pager step and a tab, restores it on back', async () => {
    await browser.withPage(DESKTOP, async (page) => {
      await page.goto('/top-golf-courses-france.html');
      await acceptCookies(page);
      const cards = page.getByRole('link', { name: /^See more/ });
      await eventually(() => cards.count()).toBe(10);

      // a pager step: same list, the position stays
      const pager = page.getByRole('navigation', { name: 'Ranking size' });
      await page.evaluate(() => window.scrollTo(0, 200));
      await eventually(() => scrollY(page)).toBe(200);
      await pager.getByRole('link', { name: 'Top 20', exact: true }).click();
      await page.waitForURL('**/top-golf-courses-france/ranking-top20-france.html');
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toContain(
        'TOP 20',
      );
      await eventually(() => cards.count()).toBeGreaterThanOrEqual(10);
      expect(await scrollY(page)).toBe(200);

      // 'See more' on a card far down: the course opens at the top, focus on its h1
      const last = cards.nth(9);
      await last.scrollIntoViewIfNeeded();
      const left = await scrollY(page);
      expect(left).toBeGreaterThan(500);
      await last.click();
      await page.waitForURL('**/*-golf-course.html');
      const heading = page.locator('main h1');
      await eventually(() => heading.isVisible()).toBe(true);
      await eventually(() => scrollY(page)).toBe(0);
      await eventually(() => page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

      // a course tab: same page, the position stays
      const tabs = page.getByRole('tab', { name: 'Reviews' });
      await eventually(() => tabs.isVisible()).toBe(true);
      const tabsTop = await page.evaluate(
        () => document.querySelector('[role="tab"]')!.getBoundingClientRect().top + window.scrollY,
      );
      const kept = Math.max(1, Math.round(tabsTop - 150));
      await page.evaluate((y) => window.scrollTo(0, y), kept);
      await eventually(() => scrollY(page)).toBe(kept);
      await tabs.click();
      await page.waitForURL('**/reviews.html');
      await eventually(() =>
        page.getByRole('tab', { name: 'Reviews', selected: true }).count(),
      ).toBe(1);
      expect(await scrollY(page)).toBe(kept);

      // back twice: the tab, then the ranking where the reader left it
      await page.goBack();
      await page.waitForURL('**/*-golf-course.html');
      await page.goBack();
      await page.waitForURL('**/ranking-top20-france.html');
      await eventually(() => scrollY(page)).toBe(left);
      // forward: the course where it was left, at its tabs
      await page.goForward();
      await page.waitForURL('**/*-golf-course.html');
      await eventually(() => scrollY(page)).toBe(kept);

      // a footer link: the page opens at the top with the focus on its heading
      const about = page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true });
      await about.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(0);
      await about.click();
      await page.waitForURL('**/about-us.html');
      await eventually(() => scrollY(page)).toBe(0);
      await eventually(() => focusedTag(page)).toMatch(/^H1:/);
    });
  });

  it("on a phone, the finder's refused field and its results come into view", async () => {
    await browser.withPage(PHONE, async (page) => {
      await page.goto('/player-finder.html');
      await acceptCookies(page);
      const search = page.getByRole('button', { name: 'Search', exact: true });
      await search.scrollIntoViewIfNeeded();
      expect(await scrollY(page)).toBeGreaterThan(300);
      await search.click();
      // the footer's edition switcher is a 'Country' select too: the finder's is in main
      const country = page.getByRole('main').getByRole('combobox', { name: /Country/ });
      await eventually(inViewport(country)).toBe(true);
      await eventually(() => country.evaluate((el) => el === document.activeElement)).toBe(true);
    });
  });
});
