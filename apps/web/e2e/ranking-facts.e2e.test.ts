import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import {
  acceptCookies,
  administrator,
  eventually,
  searchCourses,
  setupBrowser,
  storeSession,
  openOrigin,
} from './support.js';

/**
 * 11.3 / 11.4 in the browser: the header search finds Pebble Beach Golf Links
 * first for 'pebble'; its course page shows the championship history with source links and
 * the 'why this rank' breakdown whose parts add up to the score.
 */
const browser = setupBrowser();

describe('header search and course page', () => {
  it("finds Pebble Beach first for 'pebble' and shows its history and breakdown", async () => {
    const { context, page } = await browser.openSite(DESKTOP, {
      path: '/top-golf-courses-worldwide.html',
    });
    await searchCourses(page, 'pebble');
    const first = page.getByRole('option').first();
    await eventually(() => first.innerText(), { timeout: 15_000 }).toMatch(
      /^Pebble Beach Golf Links/,
    );
    await first.click();
    await page.waitForURL('**/pebble-beach-golf-links-golf-course.html');

    const history = page.getByTestId('championship-history');
    await eventually(() => history.isVisible(), { timeout: 15_000 }).toBe(true);
    await eventually(() => history.getByRole('heading', { name: 'U.S. Open' }).isVisible()).toBe(
      true,
    );
    expect(await history.getByText('1972').first().isVisible()).toBe(true);
    const source = history.getByRole('link', { name: /Source for U\.S\. Open/ }).first();
    expect(await source.getAttribute('href')).toMatch(/^https?:\/\//);

    const sum = page.getByTestId('rank-sum');
    const text = await sum.innerText();
    const [point, rating, popularity] = [...text.matchAll(/\d+\.\d+/g)].map((m) => Number(m[0]));
    expect(Math.abs(rating! + popularity! - point!)).toBeLessThan(0.011);
    expect(await page.getByTestId('rank-source-google').innerText()).toContain('Demo figures');
    expect(await page.getByTestId('member-review-count').innerText()).toMatch(
      /Our members' reviews: \d+/,
    );
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'course-pebble-1366-en', { fullPage: true });
    await context.close();
  });

  it('lists only the answer to the text typed now, never a slow earlier one', async () => {
    await browser.withPage(DESKTOP, async (page) => {
      await page.goto('/top-golf-courses-worldwide.html');
      await acceptCookies(page);
      // the answer for 'merion' is held until the one for 'pebble' has been listed
      let release!: () => void;
      const held = new Promise<void>((resolve) => (release = resolve));
      let merionDone = false;
      await page.route(/\/api\/courses\?.*filter_name_like=merion/, async (route) => {
        const response = await route.fetch();
        await held;
        await route.fulfill({ response });
        merionDone = true;
      });
      const box = page.getByRole('combobox', { name: 'Search a golf course' });
      const options = page.getByRole('option');
      await box.click();
      await box.pressSequentially('augusta', { delay: 20 });
      await eventually(() => options.first().innerText(), { timeout: 15_000 }).toMatch(/Augusta/);
      // a new text: the answer to 'augusta' is gone at once, nothing to open by mistake
      await box.fill('');
      await box.pressSequentially('merion', { delay: 20 });
      expect(await options.count()).toBe(0);
      await page.waitForRequest(/filter_name_like=merion/, { timeout: 15_000 });
      await box.fill('');
      await box.pressSequentially('pebble', { delay: 20 });
      expect(await options.count()).toBe(0);
      await eventually(() => options.first().innerText(), { timeout: 15_000 }).toMatch(
        /^Pebble Beach Golf Links/,
      );
      release();
      await eventually(() => merionDone, { timeout: 15_000 }).toBe(true);
      const texts = await options.allInnerTexts();
      expect(texts.some((t) => /Merion/i.test(t))).toBe(false);
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/pebble-beach-golf-links-golf-course.html');
    });
  });

  it('reads well on a phone and in French', async () => {
    const { context, page } = await browser.newPage(PHONE, 'fr-FR');
    await page.goto(
      '/top-golf-courses-united-states/pebble-beach-golf-links-golf-course.html?ln=fr',
    );
    await acceptCookies(page);
    // on a phone the side cards, the history among them, wait in a drawer
    await page.getByRole('button', { name: 'Classement, informations et derniers avis' }).click();
    const history = page.locator('#course-side-drawer').getByTestId('championship-history');
    await eventually(() => history.isVisible(), { timeout: 30_000 }).toBe(true);
    await history.scrollIntoViewIfNeeded();
    await eventually(() =>
      history.getByRole('heading', { name: 'Palmarès des championnats' }).isVisible(),
    ).toBe(true);
    const box = await history.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(PHONE.width);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'course-pebble-390-fr-drawer');
    await page.getByRole('button', { name: 'Fermer' }).click();
    await screenshot(page, 'course-pebble-390-fr', { fullPage: true });
    await context.close();
  });
});

/** Signs the page in as the e2e administrator (ADMIN_EMAILS), registering it on first use. */
async function signInAdmin(page: Page): Promise<void> {
  await storeSession(page, await administrator());
}

describe('ranking delete mode (RANK-018)', () => {
  it('removes a course from a ranking with a reason and puts it back from the admin list', async () => {
    const { context, page } = await browser.newPage(DESKTOP);
    await openOrigin(page);
    await signInAdmin(page);
    // a small country's last course keeps the recompute small
    await page.goto('/top-golf-courses-luxembourg.html');
    await acceptCookies(page);
    const cards = page.getByRole('region', { name: 'Ranked golf courses' }).locator('ol > li');
    await eventually(() => cards.count(), { timeout: 15_000 }).toBeGreaterThan(1);
    const name = await cards.last().getByRole('heading').innerText();
    await page.getByLabel(/Delete mode/).check();
    await cards
      .last()
      .getByRole('button', { name: `Remove ${name} from the rankings` })
      .click();
    const dialog = page.getByRole('dialog', { name: `Remove ${name} from the rankings?` });
    await dialog.getByRole('radio', { name: 'Duplicate' }).check();
    await screenshot(page, 'delete-mode-dialog-1366-en', { fullPage: true });
    await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
    await eventually(() => cards.getByRole('heading', { name }).count(), { timeout: 60_000 }).toBe(
      0,
    );

    await page.goto('/admin/course-corrections.html');
    const removed = page.getByRole('region', { name: 'Removed from the rankings' });
    const row = removed.getByRole('listitem').filter({ hasText: name });
    await eventually(() => row.isVisible(), { timeout: 15_000 }).toBe(true);
    expect(await row.innerText()).toContain('Duplicate');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'corrections-page-1366-en', { fullPage: true });
    await row.getByRole('button', { name: 'Undo' }).click();
    await eventually(() => row.count(), { timeout: 60_000 }).toBe(0);
    await context.close();
  });
});
