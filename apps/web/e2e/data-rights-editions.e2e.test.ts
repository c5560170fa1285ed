import { readFileSync } from 'node:fs';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Page } from 'playwright-core';
import { signRequest, type AuthAnswer } from '@bgc/shared';
import { DESKTOP, PHONE, baseUrl, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import { expectPageProblem } from './page-health.js';
import { PASSWORD, eventually, registerMember, setupBrowser, storeSession } from './support.js';

/**
 * Data rights and editions in Chromium: 'Your data' on the profile (download the JSON, delete the account with
 * the password: signed out, then the address registers again), and the footer's country switcher
 * carrying the login to another edition (a second loopback origin, another port forwarded to
 * the same server) through /login-token/{email}/{code} while clearing the saved language.
 */
const browser = setupBrowser();
let proxy: net.Server | null = null;

afterAll(async () => {
  await new Promise<void>((resolve) => (proxy ? proxy.close(() => resolve()) : resolve()));
});

/** A new member registered through the API, and the e-mail it signs in with. */
async function register(): Promise<{ auth: AuthAnswer; email: string }> {
  const auth = await registerMember({
    firstName: 'Dana',
    lastName: 'Rights',
    emailPrefix: 'e2e.rights',
  });
  return { auth, email: auth.user.email };
}

/** Opens `path` on `origin` signed in as `auth`, cookies accepted. */
async function openAs(
  page: Page,
  auth: AuthAnswer,
  path: string,
  origin = baseUrl(),
): Promise<void> {
  await page.goto(`${origin}/about-us.html`);
  await storeSession(page, auth, true);
  await page.goto(`${origin}${path}`);
}

describe("members' data rights", () => {
  it('downloads my data as JSON, then deletes the account; the e-mail registers again', async () => {
    const { auth, email } = await register();
    const { context, page } = await browser.newPage(PHONE);
    await openAs(page, auth, '/profile?tab=profile');
    const card = page.locator('section', { has: page.getByRole('heading', { name: 'Your data' }) });
    await eventually(() => card.isVisible(), { timeout: 30_000 }).toBe(true);
    // the profile form's labels animate in: check once the page has settled
    await page.waitForLoadState('networkidle');
    await eventually(() => page.locator('.MuiSkeleton-root').count(), { timeout: 20_000 }).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await card.scrollIntoViewIfNeeded();
    await screenshot(page, 'data-rights-390-en', { fullPage: true });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`bgc-my-data-${auth.user.id}.json`);
    const data = JSON.parse(readFileSync(await download.path(), 'utf8')) as {
      profile: { email: string };
      posts: unknown[];
    };
    expect(data.profile.email).toBe(email);
    expect(Array.isArray(data.posts)).toBe(true);

    await card.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog');
    expectPageProblem(/^POST \/api\/me\/delete-account → 400$/);
    await dialog.getByLabel('Password', { exact: true }).fill('not-the-password');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await eventually(() => dialog.innerText(), { timeout: 20_000 }).toContain(
      'The password is incorrect',
    );
    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await eventually(() => page.evaluate(() => localStorage.getItem('bgc.token')), {
      timeout: 20_000,
    }).toBeNull();
    // the old session is refused by the server (a correctly signed call)
    const me = await fetch(`${baseUrl()}/api/me`, {
      headers: { Authorization: await signRequest(auth.token, 'GET', '/api/me') },
    });
    expect(me.status).toBe(401);
    // the address is free again
    const again = await fetch(`${baseUrl()}/api/check-email/${encodeURIComponent(email)}`);
    expect(again.status).toBeLessThan(500);
    const reRegister = await fetch(`${baseUrl()}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        password: PASSWORD,
        firstName: 'Dana',
        lastName: 'Again',
        languages: [30],
        subRoles: [2],
      }),
    });
    expect(reRegister.status).toBe(201);
    await context.close();
  });
});

describe('country editions (I18N-006..008, D-01)', () => {
  beforeAll(async () => {
    if (!inject('editionOrigin'))
      throw new Error(
        'set E2E_EDITION_ORIGIN (a free loopback origin listed in EDITIONS) with E2E_BASE_URL',
      );
    // the 'uk' edition's port forwards to the server under test (two origins on loopback)
    const edition = new URL(inject('editionOrigin'));
    const target = new URL(baseUrl());
    proxy = net.createServer((client) => {
      const upstream = net.connect(Number(target.port), target.hostname);
      client.pipe(upstream).pipe(client);
      const close = () => {
        client.destroy();
        upstream.destroy();
      };
      client.on('error', close);
      upstream.on('error', close);
    });
    await new Promise<void>((resolve) =>
      proxy!.listen(Number(edition.port), edition.hostname, resolve),
    );
  });

  it('the footer switcher opens the other edition signed in and clears the saved language', async () => {
    const { auth } = await register();
    const { context, page } = await browser.newPage(DESKTOP);
    await openAs(page, auth, '/about-us.html');
    await page.evaluate(() => localStorage.setItem('bgc.language', 'de'));
    await page.reload();
    const switcher = page.locator('footer').getByRole('combobox');
    await eventually(() => switcher.isVisible(), { timeout: 30_000 }).toBe(true);
    await switcher.scrollIntoViewIfNeeded();
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'footer-editions-1366-de', { fullPage: true });
    await switcher.click();
    const edition = inject('editionOrigin');
    await page.getByRole('option', { name: 'Vereinigtes Königreich' }).click();
    // through /login-token/{email}/{code} on the other origin, then home, signed in there
    await page.waitForURL((url) => url.origin === edition && url.pathname === '/', {
      timeout: 30_000,
    });
    await eventually(() => page.evaluate(() => localStorage.getItem('bgc.token')), {
      timeout: 20_000,
    }).not.toBeNull();
    const token = await page.evaluate(() => localStorage.getItem('bgc.token'));
    expect(token).not.toBe(auth.token);
    const user = await page.evaluate(
      () => JSON.parse(localStorage.getItem('bgc.user') ?? '{}') as { id?: number },
    );
    expect(user.id).toBe(auth.user.id);
    // the language saved on the first origin was cleared before leaving
    const first = await context.newPage();
    await first.goto(`${baseUrl()}/about-us.html`);
    expect(await first.evaluate(() => localStorage.getItem('bgc.language'))).toBeNull();
    await context.close();
  });
});
