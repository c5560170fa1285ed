import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signRequest } from '@bgc/shared';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import { eventually, setupBrowser } from './support.js';

/**
 * the about page shows the social accounts configured on the server
 * (SOCIAL_*_URL → /api/client-config; the e2e server sets Facebook and YouTube, HOME-009),
 * and removing a course from the own 'Golf played' list asks first (Cancel keeps it).
 */
const browser = setupBrowser();

async function prepare(page: Page, lang: string): Promise<void> {
  await page.goto('/about-us.html');
  await page.evaluate((language) => {
    localStorage.setItem('cookieData', JSON.stringify({ status: 200, time: Date.now() }));
    localStorage.setItem('bgc.language', language);
  }, lang);
}

describe('about page social icons and golf played removal (HOME-009)', () => {
  it('shows the configured social accounts on the about page', async () => {
    for (const [viewport, lang, width] of [
      [DESKTOP, 'en', 1366],
      [PHONE, 'fr', 390],
      [PHONE, 'en', 390],
      [DESKTOP, 'fr', 1366],
    ] as const) {
      const { context, page } = await browser.newPage(viewport);
      await prepare(page, lang);
      await page.goto('/about-us.html');
      const main = page.locator('main');
      const facebook = main.getByRole('link', { name: 'Facebook' });
      await eventually(() => facebook.isVisible()).toBe(true);
      expect(await facebook.getAttribute('href')).toBe('https://www.facebook.com/bestgolfcourses');
      expect(await main.getByRole('link', { name: 'YouTube' }).getAttribute('href')).toBe(
        'https://www.youtube.com/@bestgolfcourses',
      );
      expect(await main.getByRole('link', { name: 'Instagram' }).count()).toBe(0);
      await facebook.scrollIntoViewIfNeeded();
      await screenshot(page, `about-social-${lang}-${width}`);
      if (lang === 'en' && width === 1366) await expectNoSeriousA11yViolations(page);
      const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scroll).toBeLessThanOrEqual(viewport.width);
      await context.close();
    }
  });

  it('asks before removing a played course; Cancel keeps it, Remove removes it', async () => {
    const { context, page } = await browser.newPage(DESKTOP);
    await prepare(page, 'en');
    const res = await page.request.post('/api/register', {
      data: {
        email: `e2e.played.${randomUUID().slice(0, 8)}@example.test`,
        password: 'secret12',
        firstName: 'Paula',
        lastName: 'Played',
        languages: [30],
        subRoles: [2],
      },
    });
    expect(res.status()).toBe(201);
    const member = (await res.json()) as { token: string; user: unknown };
    const course = (
      (await (await page.request.get('/api/courses?limit=1&page=3')).json()) as {
        list: Array<{ id: number; name: string }>;
      }
    ).list[0]!;
    const addPath = `/api/courses-played/${course.id}`;
    const added = await page.request.post(addPath, {
      headers: { Authorization: await signRequest(member.token, 'POST', addPath) },
    });
    expect(added.ok()).toBe(true);
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('bgc.token', token);
        localStorage.setItem('bgc.user', user);
      },
      [member.token, JSON.stringify(member.user)] as const,
    );
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Golf played' }).click();
    const remove = page.getByRole('button', { name: `Remove ${course.name} from my list` });
    await eventually(() => remove.isVisible()).toBe(true);

    await remove.click();
    const ask = page.getByRole('alertdialog', { name: 'Remove this golf course?' });
    await eventually(() => ask.isVisible()).toBe(true);
    expect(await ask.innerText()).toContain(course.name);
    // the dialog fades in: take the picture once it is fully shown
    await eventually(() =>
      page
        .locator('.MuiDialog-container')
        .last()
        .evaluate((el) => getComputedStyle(el).opacity),
    ).toBe('1');
    await screenshot(page, 'played-remove-confirm-en-1366');
    await ask.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => ask.count()).toBe(0);
    expect(await remove.isVisible()).toBe(true);

    await remove.click();
    // while the dialog is open the page behind it is hidden from the accessibility tree, so the
    // removal is awaited on its call, then on the list once the dialog has gone
    const removed = page.waitForResponse(
      (answer) =>
        answer.request().method() === 'DELETE' && new URL(answer.url()).pathname === addPath,
      { timeout: 60_000 },
    );
    await ask.getByRole('button', { name: 'Remove', exact: true }).click();
    expect((await removed).status()).toBe(200);
    await eventually(() => ask.count()).toBe(0);
    await eventually(() => remove.count(), 15_000).toBe(0);
    const list = await page.request.get('/api/courses-played?page=1', {
      headers: {
        Authorization: await signRequest(member.token, 'GET', '/api/courses-played?page=1'),
      },
    });
    expect(((await list.json()) as { total: number }).total).toBe(0);
    await context.close();
  });
});
