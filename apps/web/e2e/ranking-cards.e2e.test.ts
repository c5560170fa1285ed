import { describe, expect, it } from 'vitest';
import { DESKTOP } from './browser.js';
import { eventually, setupBrowser } from './support.js';

/**
 * RANK-016, RANK-017, VLOG-006, OPEN-035, D-06: a ranking page's
 * 'Latest reviews' and 'Latest VLOG' cards list the newest posts of the ranked area, with
 * 'See all' links; the page says its figures are demo figures and links to the method.
 */
const browser = setupBrowser();

interface PostRef {
  id: number;
  courseDetail: { name: string; countrySlug: string } | null;
}

describe('ranking side cards and demo notice', () => {
  it("shows the country's latest reviews, See all, and the demo notice with the method", async () => {
    await browser.withPage(DESKTOP, async (page) => {
      const country = (await (await page.request.get('/api/countries/united-states')).json()) as {
        id: number;
      };
      const latest = (await (
        await page.request.get(`/api/posts?filter_type=4&filter_country=${country.id}&limit=3`)
      ).json()) as { list: PostRef[] };
      expect(latest.list.length, 'the demo content has reviews in the United States').toBe(3);
      expect(latest.list.every((p) => p.courseDetail?.countrySlug === 'united-states')).toBe(true);

      await page.goto('/top-golf-courses-united-states.html');
      const reviews = page.getByRole('region', { name: 'Latest reviews' });
      await eventually(() => reviews.getByRole('listitem').count(), { timeout: 30_000 }).toBe(3);
      expect(await page.getByText('No reviews have been posted yet.').count()).toBe(0);
      // the first card names the newest review's course
      await eventually(() => reviews.getByRole('listitem').first().innerText()).toContain(
        latest.list[0]!.courseDetail!.name,
      );
      const vlogs = page.getByRole('region', { name: 'Latest VLOG' });
      // the real latest (up to) three vlogs of the country, however many the demo seed put there
      const countryVlogs = (await (
        await page.request.get(`/api/posts?filter_type=2&filter_country=${country.id}&limit=3`)
      ).json()) as { list: PostRef[] };
      expect(countryVlogs.list.length).toBeGreaterThan(0);
      await eventually(() => vlogs.getByRole('listitem').count(), { timeout: 30_000 }).toBe(
        countryVlogs.list.length,
      );
      expect(
        await vlogs
          .getByRole('link', { name: 'See all the vlogs and coaching videos' })
          .getAttribute('href'),
      ).toBe('/coaches.html');

      // D-06: the demo notice and the method dialog
      await eventually(() => page.getByText(/generated demonstration figures/).isVisible()).toBe(
        true,
      );
      await page.getByRole('button', { name: 'How the ranking works' }).click();
      await eventually(() =>
        page
          .getByRole('dialog')
          .getByText(/point = 100/)
          .isVisible(),
      ).toBe(true);
      await page.keyboard.press('Escape');

      // VLOG-006 / OPEN-035: 'See all' lists the area's reviews in the newsfeed
      const seeAll = reviews.getByRole('link', { name: /See all the latest reviews/ });
      expect(await seeAll.getAttribute('href')).toBe(`/newsfeed.html?type=4&country=${country.id}`);
      await seeAll.click();
      await page.waitForURL(`**/newsfeed.html?type=4&country=${country.id}`);
      await eventually(() => page.getByRole('heading', { level: 1 }).innerText()).toBe(
        'Latest reviews',
      );
      await eventually(() => page.locator('main article, main li').first().isVisible(), {
        timeout: 30_000,
      }).toBe(true);
    });
  });

  it('a worldwide ranking lists the newest reviews of all courses', async () => {
    await browser.withPage(DESKTOP, async (page) => {
      await page.goto('/top-golf-courses-worldwide.html');
      const reviews = page.getByRole('region', { name: 'Latest reviews' });
      await eventually(() => reviews.getByRole('listitem').count(), { timeout: 30_000 }).toBe(3);
      expect(
        await reviews
          .getByRole('link', { name: 'See all the latest reviews' })
          .getAttribute('href'),
      ).toBe('/newsfeed.html?type=4');
    });
  });
});
