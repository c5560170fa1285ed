import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import {
  ADMIN_EMAIL,
  apiOk,
  eventually,
  registerMember,
  setupBrowser,
  storeSession,
  type Member,
} from './support.js';
import { franceCourse } from './courses.js';
import { postForm } from './content.js';
import { expectPageProblem } from './page-health.js';

/**
 * the community forum, the Vloggers – Coaches page and the moderation queue
 * (COMM-001..012, OPEN-045, VLOG-001..009, OPEN-006, OPEN-036, D-04) in Chromium against the
 * production build, with every request outside the server blocked: a member starts a
 * discussion through the dialog ('Description is empty' first), filters the list by tag and
 * language, removes the filters, sorts by 'Most Commented', replies on the detail page and
 * goes back; a bad id is 'not longer available'; the coaches page shows a vlog in the chosen
 * language (through 'More'); the Administrator hides a reported discussion.
 */
const browser = setupBrowser();

/** A fresh context at `viewport` on the site, cookies accepted. */
const forumPage = (viewport = DESKTOP) => browser.openOrigin(viewport);

/** Registers (or signs in, for the fixed administrator) through the API. */
const member = (firstName: string, email?: string): Promise<Member> =>
  registerMember({
    firstName,
    lastName: 'Forum',
    emailPrefix: 'e2e.comm',
    email,
    languages: [30, 37],
  });

/** Clicks a filter radio (the address changes in a transition, then the radio shows checked). */
async function pick(page: Page, name: string | RegExp): Promise<void> {
  const moreTags = page.getByRole('button', { name: 'More tags' });
  if (!(await page.getByRole('radio', { name }).isVisible()) && (await moreTags.isVisible()))
    await moreTags.click();
  await page.getByRole('radio', { name }).click();
  await eventually(() => page.getByRole('radio', { name }).isChecked()).toBe(true);
}

const item = (page: Page, title: string) =>
  page.getByTestId('discussion-item').filter({ hasText: title });
const titles = (page: Page) =>
  page.getByTestId('discussion-item').getByRole('heading').allInnerTexts();

/**
 * A forum journey's cast: a fresh 6-character `id`, a unique hashtag `tag` (`tagPrefix` + id),
 * the forum page (desktop) and two new members named `first`/`second` + id.
 */
async function forumScene(tagPrefix: string, first: string, second: string) {
  const id = randomUUID().slice(0, 6);
  const { context, page } = await forumPage();
  const a = await member(`${first}${id}`);
  const b = await member(`${second}${id}`);
  return { id, tag: `${tagPrefix}${id}`, context, page, a, b };
}

describe('community forum (COMM-*)', () => {
  it('starts, filters, sorts and answers discussions', async () => {
    const { id, tag, context, page, a, b } = await forumScene('e2etag', 'Ann', 'Ben');
    // a first discussion in French (written earlier, so second by date) that B comments twice
    const second = await apiOk<{ id: number }>(
      a,
      'POST',
      '/posts',
      postForm(
        {
          type: '8',
          language: '37',
          title: `Second talk ${id}`,
          content: '<p>Links or parkland?</p>',
        },
        [tag],
      ),
    );
    for (const text of ['Links!', 'Parkland.'])
      await apiOk(b, 'POST', '/comments', {
        entityId: second.id,
        entityName: 'post',
        parent: null,
        text,
      });

    // a visitor is asked to sign in (COMM-011)
    await page.goto('/community.html');
    await eventually(() =>
      page.getByRole('heading', { name: 'Community', level: 1 }).isVisible(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Start a Discussion' }).click();
    await eventually(() => page.getByText('You need to login').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();

    // A starts a discussion through the dialog (COMM-001, COMM-010)
    await storeSession(page, a);
    await page.reload();
    await page.getByRole('button', { name: 'Start a Discussion' }).click();
    // the dialog is titled like the button
    const dialog = page.getByRole('dialog', { name: 'Start a Discussion' });
    await eventually(() => dialog.getByLabel(/^Title/).isVisible()).toBe(true);
    await expect(dialog.getByRole('radio', { name: 'Vlog' }).count()).resolves.toBe(0);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await eventually(() => dialog.getByText('Field is required').first().isVisible()).toBe(true);
    await dialog.getByLabel(/^Title/).fill(`First talk ${id}`);
    await dialog.getByRole('combobox', { name: /^Language/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    await dialog.getByLabel('Hashtags').fill(`#${tag}`);
    await dialog.getByLabel('Hashtags').press('Enter');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await eventually(() => page.getByText('Please enter your description').isVisible()).toBe(true);
    await eventually(() => page.getByText('Description is empty').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await dialog.getByRole('textbox', { name: 'Your post' }).click();
    await page.keyboard.type('Which golf trolley do you use?');
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    await eventually(() => item(page, `First talk ${id}`).isVisible()).toBe(true);
    await eventually(() => item(page, `First talk ${id}`).getByText(`#${tag}`).isVisible()).toBe(
      true,
    );

    // the tag filter, then the language filter (COMM-002, COMM-003, COMM-006)
    await pick(page, `#${tag} (2)`);
    await eventually(() => page.url()).toContain(`tag=${tag}`);
    await eventually(() => titles(page)).toEqual([`First talk ${id}`, `Second talk ${id}`]);
    await pick(page, /^French \(\d+\)$/);
    await eventually(() => titles(page)).toEqual([`Second talk ${id}`]);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Remove all filter' }).click();
    await eventually(() => new URL(page.url()).search).toBe('');
    await eventually(() => page.getByRole('radio', { name: 'All tags' }).isChecked()).toBe(true);
    await eventually(() => page.getByRole('radio', { name: 'All languages' }).isChecked()).toBe(
      true,
    );

    // 'Most Commented' puts the commented discussion first (COMM-005, OPEN-045)
    await pick(page, `#${tag} (2)`);
    await page.getByRole('combobox', { name: 'Sort by' }).click();
    await page.getByRole('option', { name: 'Most Commented' }).click();
    await eventually(() => titles(page)).toEqual([`Second talk ${id}`, `First talk ${id}`]);
    await eventually(() =>
      item(page, `Second talk ${id}`).getByRole('img', { name: 'Comments: 2' }).isVisible(),
    ).toBe(true);
    await screenshot(page, 'community-desktop');

    // the detail: back button, title, the discussion, a reply (COMM-008)
    await item(page, `First talk ${id}`)
      .getByRole('link', { name: `First talk ${id}` })
      .click();
    await eventually(() =>
      page.getByRole('heading', { name: `First talk ${id}`, level: 2 }).isVisible(),
    ).toBe(true);
    await eventually(() =>
      page.getByRole('heading', { name: `First talk ${id}`, level: 1 }).count(),
    ).toBe(1);
    await eventually(() => page.getByText('Which golf trolley do you use?').isVisible()).toBe(true);
    const reply = page.getByRole('textbox', { name: 'Write a comment' });
    await reply.fill('An electric one.');
    await reply.press('Enter');
    await eventually(() => page.getByText('An electric one.').isVisible()).toBe(true);
    // the send button's spinner is gone once the reply is saved
    await eventually(() => page.locator('.MuiCircularProgress-root').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'community-detail-desktop');
    await page.getByRole('button', { name: 'Back' }).click();
    await eventually(() => new URL(page.url()).pathname).toBe('/community.html');
    await eventually(() => page.url()).toContain('sort=totalComment');

    // a discussion that does not exist (COMM-009): its page answers 404 on purpose
    expectPageProblem(/^GET \/community\/999999999 → 404$/);
    await page.goto('/community/999999999');
    await eventually(() =>
      page.getByText('The discussion is not longer available').isVisible(),
    ).toBe(true);
    await context.close();

    const phone = await forumPage(PHONE);
    await phone.page.goto(`/community.html?tag=${tag}`);
    await eventually(() => item(phone.page, `First talk ${id}`).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(phone.page);
    await screenshot(phone.page, 'community-phone');
    await phone.page.goto(`/community/${second.id}`);
    await eventually(() => phone.page.getByText('Links!').isVisible()).toBe(true);
    await screenshot(phone.page, 'community-detail-phone');
    await phone.context.close();
  });
});

/** VLOG-002: checks a language radio, through the 'More' dialog when it is not shown. */
async function chooseLanguage(page: Page, name: RegExp, checkA11y = false): Promise<void> {
  if (!(await page.getByRole('radio', { name }).isVisible())) {
    await page.getByRole('button', { name: 'More', exact: true }).click();
    const more = page.getByRole('dialog', { name: 'More languages' });
    await eventually(() => more.isVisible()).toBe(true);
    if (checkA11y) await expectNoSeriousA11yViolations(page);
    await more.getByRole('radio', { name }).click();
    await eventually(() => more.isVisible()).toBe(false);
  } else await page.getByRole('radio', { name }).click();
  await eventually(() => page.getByRole('radio', { name }).isChecked()).toBe(true);
}

describe('Vloggers – Coaches page (VLOG-*)', () => {
  it('shows the vlog of the chosen language, through More', async () => {
    const id = randomUUID().slice(0, 6);
    const { context, page } = await forumPage();
    const v = await member(`Vic${id}`);
    const course = await franceCourse();
    // over 5 languages: coaching videos in Polish, Czech, Estonian and Latvian, a vlog in Icelandic
    for (const language of ['111', '112', '132', '133'])
      await apiOk(
        v,
        'POST',
        '/posts',
        postForm({ type: '3', language, content: `<p>Coaching ${language} ${id}</p>` }),
      );
    await apiOk(
      v,
      'POST',
      '/posts',
      postForm(
        {
          type: '2',
          language: '138',
          course: String(course.id),
          content: `<p>Icelandic vlog ${id}</p>`,
        },
        ['vlog'],
        ['https://www.youtube.com/watch?v=dQw4w9WgXcQ'],
      ),
    );

    await page.goto('/coaches.html');
    await eventually(() =>
      page.getByRole('heading', { name: 'Latest VLOG / Coaching video', level: 1 }).isVisible(),
    ).toBe(true);
    await eventually(() => page.getByRole('radio', { name: 'All languages' }).isChecked()).toBe(
      true,
    );
    // visitors get no 'Create post' (OPEN-006)
    await expect(page.getByRole('button', { name: 'Create post' }).count()).resolves.toBe(0);
    await eventually(() =>
      page.getByRole('button', { name: 'More', exact: true }).isVisible(),
    ).toBe(true);
    await eventually(() =>
      page.getByRole('radiogroup', { name: 'Language' }).getByRole('radio').count(),
    ).toBe(6);
    await chooseLanguage(page, /^Icelandic/, true);
    await eventually(() => page.getByRole('radio', { name: /^Icelandic/ }).isChecked()).toBe(true);
    const vlogs = page.getByTestId('vlog-list');
    await eventually(() =>
      vlogs
        .getByTestId('post-card')
        .filter({ hasText: `Icelandic vlog ${id}` })
        .isVisible(),
    ).toBe(true);
    await page.getByRole('tab', { name: 'Coaching video' }).click();
    await eventually(() => page.getByText('No coaching video posted yet.').isVisible()).toBe(true);
    await chooseLanguage(page, /^Polish/);
    await eventually(() =>
      page.getByTestId('coaching-list').getByText(`Coaching 111 ${id}`).isVisible(),
    ).toBe(true);
    await page.getByRole('tab', { name: 'Vlog' }).click();
    await eventually(() => page.getByText('No vlog posted yet.').isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'coaches-desktop');

    // members get 'Create post' with the General / Vlog / Coaching radio (OPEN-006)
    await storeSession(page, v);
    await page.reload();
    await page.getByRole('button', { name: 'Create post' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create post' });
    await eventually(() => dialog.getByRole('radio', { name: 'Coaching' }).isVisible()).toBe(true);
    await eventually(() => dialog.getByRole('radio', { name: 'Vlog' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();

    const phone = await forumPage(PHONE);
    await phone.page.goto('/coaches.html');
    await eventually(() => phone.page.getByRole('tab', { name: 'Vlog' }).isVisible()).toBe(true);
    await eventually(() =>
      phone.page.getByTestId('vlog-list').getByTestId('post-card').first().isVisible(),
    ).toBe(true);
    await expectNoSeriousA11yViolations(phone.page);
    await screenshot(phone.page, 'coaches-phone');
    await phone.context.close();
  });
});

describe('moderation (D-04)', () => {
  it('lets the Administrator hide a reported discussion', async () => {
    const { id, tag, context, page, a, b } = await forumScene('e2emod', 'Ari', 'Bea');
    const admin = await member('Ada', ADMIN_EMAIL);
    const talk = await apiOk<{ id: number }>(
      a,
      'POST',
      '/posts',
      postForm(
        { type: '8', language: '30', title: `Spam talk ${id}`, content: '<p>Buy cheap balls</p>' },
        [tag],
      ),
    );
    await apiOk(b, 'POST', '/report', {
      entityId: talk.id,
      entityName: 'post',
      category: 'spam',
      reason: `Ads ${id}`,
    });

    // a member without the Administrator sub-role gets the not-found page
    await storeSession(page, b);
    await page.goto('/admin/moderation.html');
    await eventually(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(
      true,
    );

    await storeSession(page, admin);
    await page.goto('/community.html');
    await page.getByRole('button', { name: 'Open my account menu' }).click();
    await page.getByRole('menuitem', { name: 'Moderation' }).click();
    await eventually(() =>
      page.getByRole('heading', { name: 'Moderation', level: 1 }).isVisible(),
    ).toBe(true);
    await eventually(() =>
      page.getByRole('tab', { name: 'Open' }).getAttribute('aria-selected'),
    ).toBe('true');
    const report = page.getByTestId('moderation-report').filter({ hasText: `Ads ${id}` });
    await eventually(() => report.isVisible()).toBe(true);
    await eventually(() => report.getByText(`Spam talk ${id}`).isVisible()).toBe(true);
    await eventually(() =>
      report.getByRole('link', { name: 'Open the post' }).getAttribute('href'),
    ).toBe(`/posts/${talk.id}`);
    await eventually(() => report.getByText('Spam', { exact: true }).isVisible()).toBe(true);
    // decision 042: a member's report offers Suspend (an Administrator's would not)
    await eventually(() => report.getByRole('button', { name: 'Suspend member' }).isVisible()).toBe(
      true,
    );
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'moderation-desktop');
    await report.getByRole('button', { name: 'Hide' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Hide this content?' });
    await eventually(() => confirm.isVisible()).toBe(true);
    await confirm.getByRole('button', { name: 'Hide' }).click();
    await eventually(() => page.getByText('The content is hidden.').isVisible()).toBe(true);
    await eventually(() => report.count()).toBe(0);
    await page.getByRole('tab', { name: 'Resolved' }).click();
    await eventually(() => report.getByText('Hidden by a moderator').isVisible()).toBe(true);

    // gone from the community
    await page.goto(`/community.html?tag=${tag}`);
    await eventually(() => page.getByText('No discussion matches these filters.').isVisible()).toBe(
      true,
    );
    // the hidden discussion's page answers 404 on purpose (COMM-009)
    expectPageProblem(new RegExp(`^GET /community/${talk.id} → 404$`));
    await page.goto(`/community/${talk.id}`);
    await eventually(() =>
      page.getByText('The discussion is not longer available').isVisible(),
    ).toBe(true);

    // decision 042: the author is told what was hidden and why
    await storeSession(page, a);
    await page.goto('/community.html');
    await page
      .getByRole('button', { name: /^Notifications, \d+ unread/ })
      .first()
      .click();
    await eventually(() =>
      page
        .getByText(`An administrator hid your post “Spam talk ${id}”. Reason: Spam`)
        .first()
        .isVisible(),
    ).toBe(true);
    await context.close();

    const phone = await forumPage(PHONE);
    await storeSession(phone.page, admin);
    await phone.page.goto('/admin/moderation.html?status=resolved');
    await eventually(() => phone.page.getByTestId('moderation-report').first().isVisible()).toBe(
      true,
    );
    await expectNoSeriousA11yViolations(phone.page);
    await screenshot(phone.page, 'moderation-phone');
    await phone.context.close();
  });
});
