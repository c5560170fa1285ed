import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { PHONE, type Viewport } from './browser.js';
import { coursePath, franceCourse, withoutReviews } from './courses.js';
import {
  eventually,
  registerMember,
  setupBrowser,
  signIn,
  storeState,
  openOrigin,
} from './support.js';

/**
 * SHELL-015 with the page's own actions: the chat launcher of a signed-in member never covers
 * the profile's sticky Save, 'Create post' or the review form's Send once they are in view
 * (the launcher's room is kept free: decision 037), at 390 px and 1366×800; a collapsed post
 * shows whole lines above 'See more' (POST-005); the French profile's 'Abonnements' stays in
 * its cell.
 */
const browser = setupBrowser();
const LAPTOP: Viewport = { width: 1366, height: 800 };

/** Whether the element at the centre of `button` is `button` itself or inside it. */
const uncovered = (button: Locator) =>
  button.evaluate((el) => {
    const box = el.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    return hit !== null && el.contains(hit);
  });
/** Brings `button` to the bottom of the window, as the keyboard focus or a scroll to it does. */
const toBottom = (button: Locator) => button.evaluate((el) => el.scrollIntoView({ block: 'end' }));

async function launcherShown(page: Page): Promise<void> {
  await eventually(() => page.getByRole('button', { name: 'Open the chat' }).isVisible()).toBe(
    true,
  );
}

describe('the chat launcher leaves the page its actions (decision 037)', () => {
  for (const viewport of [PHONE, LAPTOP]) {
    it(`at ${viewport.width} px: Save, Create post and Send stay clear of it`, async () => {
      await browser.withPage(viewport, async (page) => {
        await openOrigin(page);
        await signIn(page, { firstName: 'Dora', lastName: 'Dock', emailPrefix: 'e2e.dock' }, true);
        await page.goto('/profile');
        await launcherShown(page);

        // the sticky Save of an edited section, at the bottom of the window
        await page.getByRole('tab', { name: 'Profile' }).click();
        await page.getByLabel('Last name').fill('Docked');
        const save = page.getByRole('button', { name: 'Save', exact: true });
        await eventually(() => save.isVisible()).toBe(true);
        await eventually(() => uncovered(save)).toBe(true);

        // 'Create post' on the timeline
        await page.getByRole('tab', { name: 'Timeline' }).click();
        const create = page.getByRole('button', { name: 'Create post' });
        await eventually(() => create.isVisible()).toBe(true);
        await toBottom(create);
        await eventually(() => uncovered(create)).toBe(true);

        // the review form's Send
        const course = await franceCourse(withoutReviews, 30);
        await page.goto(coursePath(course, 'reviews'));
        await page.getByRole('button', { name: 'Write a Review' }).click();
        const send = page.getByRole('button', { name: 'Send' });
        await eventually(() => send.isVisible()).toBe(true);
        await toBottom(send);
        await eventually(() => uncovered(send)).toBe(true);
      });
    });
  }

  it("keeps 'Abonnements' inside its cell on a French phone", async () => {
    await browser.withPage(PHONE, async (page) => {
      await openOrigin(page);
      const fanny = await registerMember({
        firstName: 'Fanny',
        lastName: 'Fr',
        emailPrefix: 'e2e.dockfr',
      });
      await storeState(page, { session: fanny, cookies: true, language: 'fr' });
      await page.goto('/profile');
      const label = page.getByRole('list', { name: 'Statistiques' }).getByText('Abonnements');
      await eventually(() => label.isVisible()).toBe(true);
      const fits = await label.evaluate((el) => {
        const cell = el.closest('li')!.getBoundingClientRect();
        const box = el.getBoundingClientRect();
        return box.left >= cell.left - 0.5 && box.right <= cell.right + 0.5;
      });
      expect(fits).toBe(true);
      // whole words or hyphenated parts: no letter hidden past the cell
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    });
  });
});
