import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import { ADMIN_EMAIL, eventually, setupBrowser, signIn, visible } from './support.js';
import { coursePath, franceCourse, withoutPresentation } from './courses.js';
import { writePng } from './content.js';

/**
 * course administration (COURSE-001..032, D-03) in Chromium against the production
 * build: a member claims a France course (the claim form's phone rules), the administrator
 * accepts the claim on the claims page, the member (now course admin) finds 'Manage {course}'
 * in the user menu, edits the presentation, the facilities and a peer row, and changes the
 * cover; a visitor then reads the saved About tab. Every tab passes axe and is captured at
 * 1366 px and 390 px.
 */
const TAB_SEGMENTS = [
  ['home', ''],
  ['about', 'about'],
  ['directorInterview', 'directors-interview'],
  ['reviews', 'reviews'],
  ['vlog', 'golf-vlog'],
  ['videosPhotos', 'photos-videos'],
  ['promotions', 'promotions'],
] as const;

const browser = setupBrowser();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bgc-e2e-img-'));
const coverFile = path.join(tmp, 'course-cover.png');

beforeAll(async () => {
  await writePng(coverFile, 1800, 520, '#3b7d4f');
});

/**
 * Waits for the toast 'Update success' and closes it with its Close button, as a person done
 * reading it would, rather than waiting out its four seconds (the next one is then fresh).
 */
async function expectUpdateSuccess(page: Page): Promise<void> {
  const toast = page.getByRole('status').filter({ hasText: 'Update success' });
  await eventually(() => toast.isVisible()).toBe(true);
  await toast.getByRole('button', { name: 'Close' }).click();
  await eventually(() => toast.count()).toBe(0);
}

describe('course administration (COURSE-*, D-03)', () => {
  it('claims a course, gets it accepted, edits it, and a visitor reads the result', async () => {
    const id = randomUUID().slice(0, 8);
    const memberEmail = `e2e.claim.${id}@example.test`;
    const { context, page } = await browser.openOrigin(DESKTOP);
    const course = await franceCourse(withoutPresentation);

    // a visitor sees no Claim button (COURSE-024)
    await page.goto(coursePath(course));
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: course.name }).isVisible(),
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Claim', exact: true }).count()).toBe(0);

    // the member claims it (COURSE-025..027)
    await signIn(page, {
      email: memberEmail,
      firstName: 'Clara',
      lastName: `Claimer${id.slice(0, 3)}`,
    });
    await page.reload();
    await page.getByRole('button', { name: 'Claim', exact: true }).click();
    const dialog = page.getByRole('dialog');
    await eventually(() => dialog.getByLabel(/^Name/).inputValue()).toMatch(/^Clara Claimer/);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await eventually(() => dialog.getByText('Field is required').isVisible()).toBe(true);
    const phone = dialog.getByRole('textbox', { name: /^Phone/ });
    await phone.fill('abc-');
    expect(await phone.inputValue()).toBe(''); // digits only (COURSE-026)
    await phone.fill('612345678');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'course-claim-dialog-desktop');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await eventually(
      visible(page, 'Your claim has been sent. An administrator will review it.'),
    ).toBe(true);
    // 'Request pending' takes the Claim button's place, also after a reload
    await eventually(() => page.getByRole('button', { name: 'Request pending' }).isDisabled()).toBe(
      true,
    );
    await page.reload();
    await eventually(() =>
      page.getByRole('heading', { level: 1, name: course.name }).isVisible(),
    ).toBe(true);
    await eventually(() => page.getByRole('button', { name: 'Request pending' }).isDisabled()).toBe(
      true,
    );
    expect(await page.getByRole('button', { name: /^Claim/ }).count()).toBe(0);

    // the administrator accepts it (D-03)
    const admin = await browser.openOrigin(DESKTOP);
    await signIn(admin.page, { email: ADMIN_EMAIL, firstName: 'Ada', lastName: 'Admin' });
    await admin.page.goto('/');
    await admin.page.getByRole('button', { name: 'Open my account menu' }).click();
    await admin.page.getByRole('menuitem', { name: 'Administration' }).click();
    await admin.page.waitForURL('**/admin/course-claims.html');
    const card = admin.page
      .getByTestId('course-claim')
      .filter({ hasText: course.name })
      .filter({ hasText: memberEmail });
    await eventually(() => card.isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(admin.page);
    await screenshot(admin.page, 'admin-claims-desktop');
    await admin.page.setViewportSize(PHONE);
    await screenshot(admin.page, 'admin-claims-phone');
    await admin.page.setViewportSize(DESKTOP);
    await card.getByRole('button', { name: /^Accept the claim of Clara/ }).click();
    await admin.page.getByRole('alertdialog').getByRole('button', { name: 'Accept' }).click();
    await eventually(visible(admin.page, `is now an admin of ${course.name}`)).toBe(true);
    await eventually(() => card.count()).toBe(0);
    await admin.context.close();

    // the new course admin: 'Manage {course}' in the user menu (SHELL-006)
    await page.reload();
    await page.getByRole('button', { name: 'Open my account menu' }).click();
    await eventually(() =>
      page.getByRole('menuitem', { name: `Manage ${course.name}` }).isVisible(),
    ).toBe(true);
    await page.keyboard.press('Escape');

    // About: presentation (COURSE-015), facilities (COURSE-016), a peer row (COURSE-018)
    await page.getByRole('tab', { name: 'About' }).click();
    await page.waitForURL(`**${coursePath(course, 'about')}`);
    await eventually(() =>
      page.getByRole('heading', { name: `Presentation of ${course.name}` }).isVisible(),
    ).toBe(true);
    await eventually(visible(page, 'The information has not been updated.')).toBe(true);
    await page.getByRole('button', { name: 'Edit the presentation' }).click();
    const editor = page.getByRole('textbox', { name: 'Presentation' });
    await eventually(() => editor.isVisible()).toBe(true);
    await editor.click();
    await page.getByRole('button', { name: 'Heading' }).click();
    await page.keyboard.type('Our course');
    await page.keyboard.press('Enter');
    await page.keyboard.type(`Welcome to ${id}, a links course by the sea.`);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'course-about-editor-desktop');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectUpdateSuccess(page);
    await eventually(() =>
      page.getByRole('heading', { level: 3, name: 'Our course' }).isVisible(),
    ).toBe(true);

    await page.getByRole('button', { name: 'Edit the facilities' }).click();
    await page.getByRole('checkbox', { name: 'Driving range' }).check();
    await page.getByRole('checkbox', { name: 'Restaurant' }).check();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectUpdateSuccess(page);
    await eventually(() =>
      page.locator('[data-facility="drivingRange"]').getAttribute('data-available'),
    ).toBe('true');

    await page.getByRole('button', { name: 'Edit the compared golf courses' }).click();
    await page.getByRole('button', { name: 'Add a golf course' }).click();
    const peerDialog = page.getByRole('dialog');
    await peerDialog.getByRole('button', { name: 'Save' }).click();
    await eventually(() => peerDialog.getByText('Field is required').isVisible()).toBe(true);
    await peerDialog.getByLabel(/^Golf course/).fill(`Golf du Test ${id}`);
    await peerDialog.getByLabel('Holes').fill('18');
    await peerDialog.getByLabel('Guest policy').fill('open');
    await peerDialog.getByLabel('Weekday price').fill('1250');
    await peerDialog.getByLabel('Weekend price').fill('On request');
    await peerDialog.getByRole('button', { name: 'Save' }).click();
    await expectUpdateSuccess(page);
    await page.getByRole('button', { name: `Edit Golf du Test ${id}` }).click();
    await page.getByRole('dialog').getByLabel('Par', { exact: true }).fill('72');
    await page.getByRole('dialog').getByRole('button', { name: 'Save' }).click();
    await expectUpdateSuccess(page);
    await page.getByRole('button', { name: 'Done' }).click();
    const table = page.getByRole('table');
    await eventually(() => table.getByText('1,250.00').isVisible()).toBe(true); // COURSE-020
    await eventually(() => table.getByText('On request').isVisible()).toBe(true);
    await eventually(() => table.getByText('Open', { exact: true }).isVisible()).toBe(true);
    await eventually(() => table.getByText('72', { exact: true }).isVisible()).toBe(true);

    // contact and social links (COURSE-003): validated, then saved
    await page.getByRole('button', { name: 'Edit the contact and social links' }).click();
    const contact = page.locator('form[aria-labelledby="course-contact-title"]');
    await contact.getByLabel('Website').fill('golf-test.example');
    await contact.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(() => contact.getByText('URL is not valid').isVisible()).toBe(true);
    await contact.getByLabel('Website').fill(`https://golf-${id}.example/`);
    await contact.getByRole('textbox', { name: /^Phone/ }).fill('493123456');
    await contact.getByLabel('Facebook').fill(`https://facebook.com/golf-${id}`);
    await contact.getByRole('button', { name: 'Save', exact: true }).click();
    await expectUpdateSuccess(page);
    await eventually(() =>
      page
        .getByRole('link', { name: /on Facebook$/ })
        .first()
        .getAttribute('href'),
    ).toBe(`https://facebook.com/golf-${id}`);

    // Directors' Interview (INTV-*, helper C's form): name, position and the first answer
    await page.getByRole('tab', { name: "Directors' Interview" }).click();
    await page.waitForURL(`**${coursePath(course, 'directors-interview')}`);
    await page.getByRole('button', { name: "Edit the directors' interview" }).click();
    await page.getByLabel(/^Director's first and last name/).fill(`Dana Director ${id}`);
    await page.getByRole('textbox', { name: /^Position/ }).fill('General manager');
    const answer = page.getByRole('textbox', { name: /^1\. Can you introduce yourself/ });
    await eventually(() => answer.isVisible()).toBe(true);
    await answer.click();
    await page.keyboard.type('I have run this course for ten years.');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectUpdateSuccess(page);
    await eventually(visible(page, `Dana Director ${id}`)).toBe(true);
    await eventually(visible(page, 'I have run this course for ten years.')).toBe(true);
    await page.getByRole('tab', { name: 'About' }).click();
    await page.waitForURL(`**${coursePath(course, 'about')}`);

    // cover (COURSE-029..031)
    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Change cover' }).click(),
    ]);
    await chooser.setFiles(coverFile);
    await page.getByRole('button', { name: 'Crop', exact: true }).click();
    await expectUpdateSuccess(page);
    await eventually(() =>
      page.getByTestId('course-cover').evaluate((el) => getComputedStyle(el).backgroundImage),
    ).toMatch(/url\("?[^)]*\/media\//);
    await screenshot(page, 'course-about-admin-desktop');
    await context.close();

    // a visitor reads the saved About tab
    const visitor = await browser.openSite(DESKTOP, { path: coursePath(course, 'about') });
    await eventually(visible(visitor.page, `Welcome to ${id}, a links course by the sea.`)).toBe(
      true,
    );
    await eventually(() =>
      visitor.page.locator('[data-facility="restaurant"]').getAttribute('data-available'),
    ).toBe('true');
    await eventually(() =>
      visitor.page.locator('[data-facility="lockers"]').getAttribute('data-available'),
    ).toBe('false');
    await eventually(visible(visitor.page, `Golf du Test ${id}`)).toBe(true);
    expect(await visitor.page.getByRole('button', { name: 'Edit the presentation' }).count()).toBe(
      0,
    );
    // the header's icons and the Information card show the admin's links (COURSE-003)
    await eventually(() =>
      visitor.page
        .getByRole('link', { name: /on Facebook$/ })
        .first()
        .getAttribute('href'),
    ).toBe(`https://facebook.com/golf-${id}`);
    await visitor.page.goto(coursePath(course, ''));
    await eventually(() =>
      visitor.page.locator(`a[href="https://golf-${id}.example/"]`).first().isVisible(),
    ).toBe(true);
    await eventually(() => visitor.page.locator('a[href^="tel:+"]').first().isVisible()).toBe(true);
    await visitor.page.goto(coursePath(course, 'directors-interview'));
    await eventually(visible(visitor.page, `Dana Director ${id}`)).toBe(true);
    await visitor.context.close();
  });

  it('shows every tab to a visitor without serious axe violations, on desktop and phone', async () => {
    const { context, page } = await browser.openOrigin(DESKTOP);
    const course = await franceCourse(withoutPresentation);
    for (const [viewport, label] of [
      [DESKTOP, 'desktop'],
      [PHONE, 'phone'],
    ] as const) {
      await page.setViewportSize(viewport);
      for (const [tab, segment] of TAB_SEGMENTS) {
        await page.goto(coursePath(course, segment));
        await eventually(() =>
          page.getByRole('heading', { level: 1, name: course.name }).isVisible(),
        ).toBe(true);
        await eventually(() => page.locator('[aria-busy="true"]').count()).toBe(0);
        const current = page
          .getByRole('navigation', { name: 'Golf course sections' })
          .getByRole('tab', { selected: true });
        expect(await current.getAttribute('href')).toBe(coursePath(course, segment));
        await expectNoSeriousA11yViolations(page);
        // the tab bar at the top of the capture, with the tab's body under it
        const headerPx = label === 'desktop' ? 132 : 72; // the sticky app bar
        await page
          .getByRole('navigation', { name: 'Golf course sections' })
          .evaluate(
            (nav, offset) =>
              window.scrollTo(0, nav.getBoundingClientRect().top + window.scrollY - offset),
            headerPx,
          );
        await screenshot(page, `course-tab-${tab}-${label}`);
        if (tab === 'home') {
          await page.evaluate(() => window.scrollTo(0, 0));
          await screenshot(page, `course-header-${label}`);
        }
      }
    }
    // the titles carry the course and country names (COURSE-006)
    await page.goto(coursePath(course, 'about'));
    await eventually(() => page.title()).toContain(`Presentation of ${course.name}`);
    await eventually(() => page.title()).toContain('France');
    await context.close();
  });
});
