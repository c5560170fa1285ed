import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import { eventually, setupBrowser } from './support.js';

/**
 * ROUTE-011, OPEN-015: a visitor opens the French path of the worldwide
 * ranking and gets the ranking in French with the French address; switching to English moves
 * to the English path of the same screen; a French reader who opens an old English path sees
 * the screen, the address turning into the French path; the top menu links to French paths.
 */
const FR_WORLD_20 = '/classement-top20/meilleurs-parcours-de-golf-du-monde.html';
const browser = setupBrowser();

const pathOf = (page: Page) => new URL(page.url()).pathname;
const title = (page: Page) => page.getByRole('heading', { level: 1 }).innerText();

describe('translated paths in the browser (ROUTE-011, OPEN-015)', () => {
  it('opens a French path in French, and the language switch keeps the same screen', async () => {
    // a 1366 px desktop: the French menu keeps the header's own language switcher (entries
    // that do not fit go under 'Plus')
    const { context, page } = await browser.openSite(DESKTOP, { path: FR_WORLD_20 });
    await page.reload();
    await eventually(() => title(page)).toMatch(/CLASSEMENT DES MEILLEURS PARCOURS DE GOLF TOP 20/);
    expect(pathOf(page)).toBe(FR_WORLD_20);
    expect(await page.locator('html').getAttribute('lang')).toBe('fr');
    await eventually(() => page.locator('main ol > li').count()).toBeGreaterThan(0);
    await screenshot(page, 'localized-ranking-fr-1366');
    await expectNoSeriousA11yViolations(page);

    // the switcher moves to the English path of the same ranking
    await page.getByRole('button', { name: /Langue/ }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await eventually(() => pathOf(page)).toBe('/ranking-top20/top-golf-courses-worldwide.html');
    await eventually(() => title(page)).toMatch(/20/);
    expect(await title(page)).not.toMatch(/CLASSEMENT/);
    await screenshot(page, 'localized-ranking-en-1366');

    // …and back to French, on the French path again
    await page.getByRole('button', { name: /Language/ }).click();
    await page.getByRole('menuitem', { name: 'Français' }).click();
    await eventually(() => pathOf(page)).toBe(FR_WORLD_20);
    await context.close();
  });

  it('on a phone the language switch is in the drawer and keeps the same screen', async () => {
    const { context, page } = await browser.openSite(PHONE, { path: FR_WORLD_20, locale: 'fr-FR' });
    await page.reload();
    await eventually(() => title(page)).toMatch(/CLASSEMENT/);
    await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
    await page
      .locator('#main-drawer')
      .getByRole('button', { name: /Langue/ })
      .click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await eventually(() => pathOf(page)).toBe('/ranking-top20/top-golf-courses-worldwide.html');
    await eventually(() => title(page)).not.toMatch(/CLASSEMENT/);
    await context.close();
  });

  it('a language picked while the page still hydrates keeps the page and turns it English', async () => {
    // decision 025: a phone four times slower than this machine, and a visitor who opens the
    // drawer as soon as the header answers, before the screen below it has hydrated
    const { context, page } = await browser.openSite(PHONE, { path: FR_WORLD_20, locale: 'fr-FR' });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    // a navigation of the page itself: `goto` would wait for the whole page to hydrate
    await page.evaluate(() => window.location.reload());
    const menu = page.getByRole('button', { name: 'Ouvrir le menu' });
    const language = page.locator('#main-drawer').getByRole('button', { name: /Langue/ });
    await eventually(async () => {
      if (!(await language.isVisible())) await menu.click({ timeout: 2_000 }).catch(() => {});
      return language.isVisible();
    }).toBe(true);
    await language.click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await eventually(() => pathOf(page)).toBe('/ranking-top20/top-golf-courses-worldwide.html');
    await eventually(() => title(page)).toMatch(/BEST GOLF COURSES RANKING TOP 20/);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    await context.close();
  });

  it('an old English path still opens for a French reader, at the French address', async () => {
    const { context, page } = await browser.openSite(PHONE, {
      path: '/about-us.html',
      locale: 'fr-FR',
    });
    await page.evaluate(() => localStorage.setItem('bgc.language', 'fr'));
    await page.goto('/top-golf-courses-france.html');
    await eventually(() => pathOf(page)).toBe(
      '/meilleurs-parcours-de-golf-france/classement-top10-france.html',
    );
    await eventually(() => title(page)).toMatch(/CLASSEMENT DES MEILLEURS PARCOURS DE GOLF TOP 10/);
    await screenshot(page, 'localized-country-fr-390');

    // the back button is not trapped by the address replacement
    await page.goto('/about-us.html');
    await eventually(() => pathOf(page)).toBe('/a-propos.html');
    await page.goBack();
    await eventually(() => pathOf(page)).toBe(
      '/meilleurs-parcours-de-golf-france/classement-top10-france.html',
    );
    await context.close();
  });

  it('the top menu links to the paths of the active language', async () => {
    const { context, page } = await browser.openSite(DESKTOP, { path: '/ueber-uns.html' });
    await page.reload();
    await eventually(() => page.locator('html').getAttribute('lang')).toBe('de');
    const nav = page.getByRole('navigation').first();
    const feed = nav.locator('a[href="/neuigkeiten.html"]');
    await eventually(() => feed.count()).toBe(1);
    await feed.click();
    await eventually(() => pathOf(page)).toBe('/neuigkeiten.html');
    await eventually(() => feed.getAttribute('aria-current')).toBe('page');
    await context.close();
  });

  it('on a phone, in English, the old paths stay as they are', async () => {
    const { context, page } = await browser.openSite(PHONE, {
      path: '/top-golf-courses-worldwide.html',
    });
    await page.reload();
    await eventually(() => title(page)).toMatch(/10/);
    expect(pathOf(page)).toBe('/top-golf-courses-worldwide.html');
    await screenshot(page, 'localized-ranking-en-390');
    // the ranking screen's own width is the ranking engineer's; logged for the report
    console.log(
      'ranking scrollWidth at 390 (en):',
      await page.evaluate(() => document.documentElement.scrollWidth),
    );
    await context.close();
  });
});
