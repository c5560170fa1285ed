import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  DESKTOP,
  PHONE,
  expectNoSeriousA11yViolations,
  latestMailTo,
  screenshot,
} from './browser.js';
import {
  acceptCookies,
  eventually,
  registerMember,
  setupBrowser,
  shown,
  untilAnswered,
  visible,
  openOrigin,
} from './support.js';
import { writePng } from './content.js';
import { expectPageProblem } from './page-health.js';

/**
 * Members journey (AUTH-*, PROF-*, FOLLOW-*) in Chromium against the production build:
 * register (both steps) → sign out → sign in → edit the profile → avatar and cover → played
 * course → follow a course and a member → Subscriptions → forgot password → mailed link →
 * reset → sign in with the new password; and a visitor sent to login from /profile and back.
 */
const browser = setupBrowser();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bgc-e2e-img-'));
const avatarFile = path.join(tmp, 'avatar.png');
const coverFile = path.join(tmp, 'cover.png');

beforeAll(async () => {
  await writePng(avatarFile, 400, 400, '#2f855a');
  await writePng(coverFile, 1600, 600, '#1f4f7a');
});

/** Registers through the two-step form and lands on /profile. */
async function register(
  page: Page,
  email: string,
  password: string,
  first: string,
  last: string,
): Promise<void> {
  await page.goto('/register.html');
  await acceptCookies(page);
  await eventually(() => page.getByRole('heading', { name: 'Become a MEMBER' }).isVisible()).toBe(
    true,
  );
  // step 1: the spec messages on an empty submit
  await page.getByRole('button', { name: 'Register' }).click();
  await eventually(() => page.getByText('E-mail is required').isVisible()).toBe(true);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Register' }).click();
  // step 2 after the check-email call and the 2 s delay (AUTH-026)
  await eventually(() => page.getByLabel('First name').isVisible()).toBe(true);
  await eventually(() => page.getByText(email).isVisible()).toBe(true); // summary card
  await page.getByLabel("I'm a Golfer").check();
  await page.getByLabel('First name').fill(first);
  await page.getByLabel('Last name').fill(last);
  await page.getByLabel('Languages').click();
  await page.getByRole('option', { name: 'English' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Send' }).click();
  await page.waitForURL('**/profile');
}

/**
 * the profile's one save: the last name 'Bogey' and the new password
 * 'secret34' together, with `currentPassword` as the current one.
 */
async function saveBogey(page: Page, currentPassword: string): Promise<void> {
  await page.getByLabel('Last name').fill('Bogey');
  await page.getByLabel('Current password').fill(currentPassword);
  await page.getByLabel('New password').fill('secret34');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

describe('member journey', () => {
  it('registers, signs out and in, edits the profile, follows, and resets the password', async () => {
    const id = randomUUID().slice(0, 8);
    const email = `e2e.${id}@example.test`;
    const { context, page } = await browser.newPage(DESKTOP);
    await register(page, email, 'secret12', 'Eddie', `Eagle${id.slice(0, 3)}`);
    await eventually(shown(page.getByRole('heading', { name: /Eddie/ }))).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'profile-desktop');

    // sign out from the user menu, then sign in again
    await page.getByRole('button', { name: 'Open my account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await eventually(() => page.getByRole('link', { name: 'Sign in' }).first().isVisible()).toBe(
      true,
    );
    await page.goto('/login.html');
    await page.getByLabel('E-mail').fill(email.toUpperCase());
    await page.getByLabel(/^Password/).fill('secret12');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.goto('/profile');
    await eventually(shown(page.getByRole('heading', { name: /Eddie/ }))).toBe(true);

    // Profile tab: Information and Social networks (PROF-015..021)
    await page.getByRole('tab', { name: 'Profile' }).click();
    await page.getByLabel('Last name').fill('Birdie');
    await page.getByRole('textbox', { name: 'Facebook' }).fill('facebook.com/nope');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(visible(page, 'URL is not valid')).toBe(true);
    await page.getByRole('textbox', { name: 'Facebook' }).fill('https://facebook.com/eddie');
    await page.getByLabel('Handicap').fill('12.34');
    await page.getByRole('textbox', { name: /^Phone/ }).fill('612345678'); // required in this section (PROF-015)
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(visible(page, 'Update success')).toBe(true);
    await eventually(shown(page.getByRole('heading', { name: /Eddie Birdie/ }))).toBe(true);

    expectPageProblem(/^PUT \/api\/me → 400$/);
    // one save, all or nothing: a wrong current password saves no section
    // and shows on its field; the right one saves the name and the password together
    await page.getByRole('button', { name: 'Edit – Account' }).click();
    await page.getByRole('button', { name: 'Edit – Information' }).click();
    await saveBogey(page, 'not-my-password');
    await eventually(visible(page, 'Current password is incorrect')).toBe(true);
    await eventually(() => page.getByLabel('Current password').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await page.reload();
    await eventually(shown(page.getByRole('heading', { name: /Eddie Birdie/ }))).toBe(true);
    await page.getByRole('tab', { name: 'Profile' }).click();
    // the chat box's friend list polls: a poll signed with the token the password change retires
    // may be refused (401); it must not sign the member out (AUTH-036, `failedCall`)
    expectPageProblem(/^GET \/api\/friend\/list → 401 \(session_invalid\)$/);
    await saveBogey(page, 'secret12');
    await eventually(visible(page, 'Update success')).toBe(true);
    await page.reload(); // the fresh token (D-01) keeps the member signed in
    await eventually(shown(page.getByRole('heading', { name: /Eddie Bogey/ }))).toBe(true);

    // avatar and cover through the crop dialog (PROF-002/003, FILE-008)
    for (const [button, file] of [
      ['Change profile photo', avatarFile],
      ['Change cover', coverFile],
    ] as const) {
      const [chooser] = await Promise.all([
        page.waitForEvent('filechooser'),
        page.getByRole('button', { name: button }).first().click(),
      ]);
      await chooser.setFiles(file);
      await page.getByRole('button', { name: 'Crop', exact: true }).click();
      await eventually(() => page.getByRole('dialog').count()).toBe(0);
    }
    await eventually(
      async () => (await page.locator('img[src^="/media/users/"]').count()) >= 2,
    ).toBe(true);

    // Golf played: add a course found without accents, then remove it (PROF-022..024)
    await page.getByRole('tab', { name: 'Golf played' }).click();
    const search = page.getByLabel('Search a golf course to add');
    await search.click();
    await search.pressSequentially('chateau l', { delay: 30 });
    await page.getByRole('option', { name: /Château l'Arc Golf Club/ }).click();
    await page.getByRole('button', { name: /Add to my courses/ }).click();
    await eventually(visible(page, 'Add course player success')).toBe(true);
    const remove = page.getByRole('button', {
      name: "Remove Château l'Arc Golf Club from my list",
    });
    await eventually(() => remove.isVisible()).toBe(true);
    await remove.click();
    // removing asks first
    const ask = page.getByRole('alertdialog', { name: 'Remove this golf course?' });
    await ask.getByRole('button', { name: 'Remove', exact: true }).click();
    await eventually(() => remove.count()).toBe(0);

    // follow a course from its page and a member from theirs (FOLLOW-*)
    const other = (
      await registerMember({
        email: `e2e.other.${id}@example.test`,
        firstName: 'Olga',
        lastName: 'Other',
      })
    ).user.id;
    await page.goto('/top-golf-courses-france/chateau-l-arc-golf-club-golf-course.html');
    await page.getByRole('button', { name: /^Follow\b/ }).click();
    await untilAnswered(page.getByRole('button', { name: /^Unfollow\b/ }));
    await page.goto(`/profiles/${other}`);
    await eventually(shown(page.getByRole('heading', { name: /Olga Other/ }))).toBe(true);
    await page.getByRole('button', { name: /^Follow\b/ }).click();
    await untilAnswered(page.getByRole('button', { name: /^Unfollow\b/ }));
    await page.getByRole('button', { name: 'Send an invitation' }).click();
    await eventually(() => page.getByRole('button', { name: 'Invitation send' }).isDisabled()).toBe(
      true,
    );
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'member-desktop');

    // both appear under Subscriptions (PROF-026)
    await page.goto('/profile');
    await page.getByRole('tab', { name: 'Subscriptions' }).click();
    await eventually(() => page.getByText("Château l'Arc Golf Club").first().isVisible()).toBe(
      true,
    );
    await eventually(visible(page, 'Olga Other')).toBe(true);

    // forgot password → mailed link → reset → sign in with the new password (AUTH-009..018)
    await page.getByRole('button', { name: 'Open my account menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await page.goto('/forgot-password.html');
    await page.getByLabel('E-mail').fill(email);
    await page.getByRole('button', { name: 'Send' }).click();
    await eventually(() => page.getByText('Success ! Check your email.').isVisible()).toBe(true);
    await eventually(() =>
      page
        .getByRole('button', { name: 'Back home' })
        .or(page.getByRole('link', { name: 'Back home' }))
        .first()
        .isVisible(),
    ).toBe(true);
    const mail = await latestMailTo(email);
    const link = /http:\/\/[^\s"<]+reset-password\?token=[A-Za-z0-9_-]+/.exec(mail)![0];
    await page.goto(link.replace(/^http:\/\/[^/]+/, ''));
    await page.getByLabel('New password').fill('brandnew1');
    await page.getByLabel('Confirm password').fill('brandnew2');
    await page.getByRole('button', { name: 'Change password' }).click();
    await eventually(() => page.getByText('Confirm password do not match').isVisible()).toBe(true);
    await page.getByLabel('Confirm password').fill('brandnew1');
    await page.getByRole('button', { name: 'Change password' }).click();
    await eventually(() => page.getByText('Change password success !').isVisible()).toBe(true);
    await page.waitForURL('**/login.html**');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill('secret12');
    expectPageProblem(/^POST \/api\/auth → 401$/);
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await eventually(() => page.getByText('Email or password is incorrect').isVisible()).toBe(true);
    await page.getByLabel(/^Password/).fill('brandnew1');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL((url) => url.pathname === '/');
    await context.close();
  });
});

describe('a session the server no longer accepts (AUTH-037)', () => {
  it('signs out and goes to login when a call answers 401', async () => {
    // the stale session's calls answer 401 on purpose
    expectPageProblem(/^(GET|POST|PUT) \/api\/[a-z/-]+ → 401$/);
    const { context, page } = await browser.newPage(DESKTOP);
    await openOrigin(page);
    const answer = await registerMember({
      firstName: 'Rita',
      lastName: 'Revoked',
      emailPrefix: 'e2e.revoked',
    });
    // a well-formed token whose session does not exist, as after a revocation elsewhere
    const stale = `${'A'.repeat(22)}.${'b'.repeat(43)}`;
    await page.evaluate(
      ([token, user]) => {
        localStorage.setItem('bgc.token', token);
        localStorage.setItem('bgc.user', user);
      },
      [stale, JSON.stringify(answer.user)] as const,
    );
    await page.goto('/profile');
    await page.waitForURL('**/login.html?redirect=%2Fprofile');
    expect(await page.evaluate(() => localStorage.getItem('bgc.token'))).toBeNull();
    await context.close();
  });
});

describe('a visitor opening /profile (ROUTE-002, ROUTE-003)', () => {
  it('lands on login with redirect and comes back after signing in', async () => {
    const id = randomUUID().slice(0, 8);
    const email = `e2e.visitor.${id}@example.test`;
    const setup = await browser.newPage(DESKTOP);
    await register(setup.page, email, 'secret12', 'Vera', 'Visitor');
    await setup.context.close();

    const { context, page } = await browser.newPage(PHONE);
    await page.goto('/profile');
    await page.waitForURL('**/login.html?redirect=%2Fprofile');
    await acceptCookies(page);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'login-phone');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel(/^Password/).fill('secret12');
    await page.getByRole('button', { name: 'Sign in' }).last().click();
    await page.waitForURL('**/profile');
    await eventually(shown(page.getByRole('heading', { name: /Vera/ }))).toBe(true);
    await screenshot(page, 'profile-phone');
    await context.close();
  });
});
