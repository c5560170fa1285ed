import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { signRequest } from '@bgc/shared';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import {
  ADMIN_EMAIL,
  acceptCookies,
  animationsDone,
  deleteThroughMenu,
  eventually,
  EVENTUALLY_MS,
  setupBrowser,
  signIn,
  typeInEditor,
  untilAnswered,
  type Member,
} from './support.js';
import { coursePath, franceCourse } from './courses.js';
import { writePng } from './content.js';

/**
 * posts and the newsfeed (POST-009..035, FEED-001..008, OPEN-077, COURSE-007/008,
 * FILE-001..003) in Chromium against the production build: member A writes a general post
 * with 2 photos and hashtags, a vlog on a course picked in the form, and a coaching post with
 * an '@' course tag, each through the post dialog (empty forms show the spec's messages);
 * member B follows A and sees A's posts, then 'You're All Caught Up', then the others; A edits
 * a post (a photo removed, new text) and deletes one. A visitor gets the general feed, and the
 * course administrator posts on a course Timeline.
 */
const browser = setupBrowser();
const tmp = mkdtempSync(path.join(os.tmpdir(), 'bgc-e2e-feed-'));
const photos = [path.join(tmp, 'green.png'), path.join(tmp, 'sky.png')];

beforeAll(async () => {
  const colours = ['#2f855a', '#3b82c4'];
  for (const [i, file] of photos.entries()) await writePng(file, 320, 200, colours[i]!);
});

/** A post written straight through the API (D-01 signed), for the feeds' other posts. */
async function apiPost(page: Page, member: Member, text: string): Promise<number> {
  const res = await page.request.post('/api/posts', {
    headers: { Authorization: await signRequest(member.token, 'POST', '/api/posts') },
    multipart: { type: '1', language: '30', content: `<p>${text}</p>` },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: number }).id;
}

/**
 * Opens 'Create post' and returns the dialog. A signed-in member's page is drawn again as their
 * own view loads (D-13), and a click on a button being replaced is lost: it is clicked until the
 * dialog shows.
 */
async function openCreate(page: Page): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name: 'Create post' });
  await eventually(async () => {
    if (await dialog.isVisible()) return true;
    await page
      .getByRole('button', { name: 'Create post' })
      .click({ timeout: 5_000 })
      .catch(() => undefined);
    return dialog.isVisible();
  }).toBe(true);
  await eventually(() => dialog.getByRole('textbox', { name: 'Your post' }).isVisible()).toBe(true);
  return dialog;
}

const typeContent = (dialog: Locator, text: string) =>
  typeInEditor(dialog.getByRole('textbox', { name: 'Your post' }), text);

/** Sends the dialog and waits for it to close with the given toast. */
async function send(dialog: Locator, toast = 'Your post is published'): Promise<void> {
  // the toast shows for 4 s: it is watched in the page from the click on, so a slow poll on a
  // busy machine cannot miss it
  const toastShown = dialog
    .page()
    .getByText(toast)
    .first()
    .waitFor({ state: 'visible', timeout: EVENTUALLY_MS })
    .then(
      () => null,
      (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
    );
  await dialog.getByRole('button', { name: 'Post', exact: true }).click();
  // while it stays open, a failure shows what the dialog says (a rule's message, a toast's)
  await eventually(async () =>
    (await dialog.isVisible()) ? await dialog.innerText().catch(() => 'closed') : 'closed',
  ).toBe('closed');
  const missed = await toastShown;
  if (missed) throw missed;
}

const card = (page: Page, text: string) => page.getByTestId('post-card').filter({ hasText: text });

/**
 * Reads on down `page`'s news feed, as a member would, scrolling to its end until `target`
 * shows. The suite's other files post while this test runs, and a list drawn again after a save
 * keeps as many pages as it had: a post of this test can sit a page or two further down.
 */
async function readOnUntilShown(page: Page, target: Locator): Promise<void> {
  const feed = page.getByRole('list', { name: 'News feed' });
  await eventually(async () => {
    if (await target.isVisible()) return true;
    await feed
      .locator(':scope > li')
      .last()
      .scrollIntoViewIfNeeded({ timeout: 5_000 })
      .catch(() => undefined);
    return false;
  }).toBe(true);
}

describe('posts and newsfeed (POST-*, FEED-*)', () => {
  it('lets A post through the dialog, B read A first, and A edit and delete', async () => {
    const id = randomUUID().slice(0, 6);
    const { context, page } = await browser.openOrigin(DESKTOP);
    const course = await franceCourse((c) => c.name.length > 6);
    // another member's post, for the general part of B's feed
    const other = await signIn(page, {
      firstName: `Cleo${id}`,
      lastName: 'Feeder',
      emailPrefix: 'e2e.feed',
    });
    await apiPost(page, other, `Other member post ${id}`);
    const a = await signIn(page, {
      firstName: `Ann${id}`,
      lastName: 'Feeder',
      emailPrefix: 'e2e.feed',
    });
    await page.goto('/newsfeed.html');
    await eventually(() =>
      page.getByRole('heading', { name: 'News feed', level: 1 }).isVisible(),
    ).toBe(true);

    // 1. a general post: the empty form is refused, then text, hashtags and 2 photos
    let dialog = await openCreate(page);
    await eventually(() => dialog.getByRole('radio', { name: 'General' }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await eventually(() => dialog.getByText('Field is required').first().isVisible()).toBe(true);
    await typeContent(dialog, `General post ${id} with photos`);
    await dialog.getByLabel('Hashtags').fill('#Sunny golfday');
    await dialog.getByLabel('Hashtags').press('Enter');
    await eventually(() => dialog.getByText('#golfday').isVisible()).toBe(true);
    await dialog.getByTestId('post-photos-input').setInputFiles(photos);
    await eventually(() => dialog.getByLabel('Title of photo 2').isVisible()).toBe(true);
    await dialog.getByLabel('Title of photo 1').fill('The green');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'post-dialog-desktop');
    await send(dialog);
    await eventually(() => card(page, `General post ${id}`).isVisible()).toBe(true);
    await eventually(() => card(page, `General post ${id}`).getByText('#sunny').isVisible()).toBe(
      true,
    );

    // 2. a vlog: course and YouTube link are required, the course is chosen in the form
    dialog = await openCreate(page);
    await dialog.getByRole('radio', { name: 'Vlog' }).check();
    await typeContent(dialog, `Vlog post ${id}`);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await eventually(() => dialog.getByText('Please choose course').isVisible()).toBe(true);
    await eventually(() => dialog.getByText('The YouTube link is required').isVisible()).toBe(true);
    await dialog.getByRole('combobox', { name: 'Golf course' }).fill(course.name);
    await page.getByRole('option', { name: course.name }).first().click();
    await dialog.getByLabel('YouTube link').fill('https://youtu.be/short');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await eventually(() =>
      dialog.getByRole('img', { name: 'No preview for this link' }).isVisible(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Remove video 1' }).click();
    await dialog.getByLabel('YouTube link').fill('https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    await dialog.getByRole('button', { name: 'Add', exact: true }).click();
    await eventually(() =>
      dialog.getByRole('img', { name: 'Video preview' }).first().isVisible(),
    ).toBe(true);
    await send(dialog);
    await eventually(() => card(page, `Vlog post ${id}`).isVisible()).toBe(true);
    await eventually(() =>
      card(page, `Vlog post ${id}`).getByText(course.name).first().isVisible(),
    ).toBe(true);

    // 3. a coaching post tagging a course with '@'
    dialog = await openCreate(page);
    await dialog.getByRole('radio', { name: 'Coaching' }).check();
    const term = course.name.slice(0, 5).trim();
    await typeContent(dialog, `Coaching post ${id} at @${term}`);
    const suggestions = dialog.getByRole('region', { name: `Tag a golf course: @${term}` });
    // the suggestions are a listbox driven from the text (ARIA combobox pattern)
    const options = suggestions.getByRole('listbox').getByRole('option');
    await eventually(() => options.first().isVisible()).toBe(true);
    const editor = dialog.getByRole('textbox', { name: 'Your post' });
    expect(await editor.getAttribute('aria-autocomplete')).toBe('list');
    const count = await options.count();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    const first = options.first();
    await eventually(() => first.getAttribute('aria-selected')).toBe('true');
    expect(await editor.getAttribute('aria-activedescendant')).toBe(await first.getAttribute('id'));
    if (count > 1) expect(await options.nth(1).getAttribute('aria-selected')).toBe('false');
    // the focus never left the text
    expect(await editor.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    await eventually(() => suggestions.isVisible()).toBe(false);
    await eventually(() => editor.locator('a[href*="-golf-course.html"]').count()).toBe(1);
    await send(dialog);
    const coaching = card(page, `Coaching post ${id}`);
    await eventually(() => coaching.isVisible()).toBe(true);
    await eventually(() =>
      coaching.locator('a[href*="-golf-course.html"]').first().isVisible(),
    ).toBe(true);

    // 4. B follows A and reads A's posts first, then the card, then the others (FEED-003)
    const b = await browser.openOrigin(DESKTOP);
    await signIn(b.page, { firstName: `Ben${id}`, lastName: 'Feeder', emailPrefix: 'e2e.feed' });
    await b.page.goto(`/profiles/${a.user.id}`);
    await b.page.getByRole('button', { name: 'Follow', exact: true }).click();
    // the label flips at once; the feed below needs the follow stored
    await untilAnswered(b.page.getByRole('button', { name: 'Unfollow', exact: true }));
    await b.page.goto('/newsfeed.html');
    const feed = b.page.getByRole('list', { name: 'News feed' });
    await eventually(() => feed.getByText("You're All Caught Up").isVisible()).toBe(true);
    await eventually(() => b.page.getByRole('heading', { name: 'Latest VLOG' }).isVisible()).toBe(
      true,
    );
    await screenshot(b.page, 'newsfeed-top-desktop');
    // the general feed loads as the card nears the bottom of the viewport (infinite scroll)
    await feed.getByText("You're All Caught Up").scrollIntoViewIfNeeded();
    await readOnUntilShown(b.page, feed.getByText(`Other member post ${id}`));
    const items = await feed.locator(':scope > li').allInnerTexts();
    const cardAt = items.findIndex((text) => text.includes("You're All Caught Up"));
    expect(cardAt).toBe(3);
    for (const text of items.slice(0, cardAt)) expect(text).toContain(a.user.name);
    expect(items.slice(0, cardAt).join(' ')).toContain(`Coaching post ${id}`);
    expect(items.slice(cardAt + 1).some((text) => !text.includes(a.user.name))).toBe(true);
    await expectNoSeriousA11yViolations(b.page);
    await screenshot(b.page, 'newsfeed-desktop');
    await b.page.setViewportSize(PHONE);
    await eventually(() => feed.getByText("You're All Caught Up").isVisible()).toBe(true);
    await screenshot(b.page, 'newsfeed-phone');
    await b.context.close();

    // 5. A edits the general post: one photo removed, new text (POST-024)
    const general = card(page, `General post ${id}`);
    await readOnUntilShown(page, general);
    const postId = Number(await general.getAttribute('data-post-id'));
    await general.getByRole('button', { name: 'Post actions' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    dialog = page.getByRole('dialog', { name: 'Edit post' });
    await eventually(() => dialog.getByLabel('Title of photo 2').isVisible()).toBe(true);
    await eventually(() => dialog.getByText('#golfday').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Remove photo 2' }).click();
    await dialog.getByRole('textbox', { name: 'Your post' }).click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(`Edited post ${id}`);
    await send(dialog, 'Your post is updated');
    await eventually(() => card(page, `Edited post ${id}`).isVisible()).toBe(true);
    const saved = (await (await page.request.get(`/api/posts?filter_id=${postId}`)).json()) as {
      list: Array<{ media: unknown[]; hashtags: string[] }>;
    };
    expect(saved.list[0]?.media).toHaveLength(1);
    expect(saved.list[0]?.hashtags).toEqual(['sunny', 'golfday']);

    // 6. A deletes the coaching post ('Confirm your action')
    await readOnUntilShown(page, coaching);
    await deleteThroughMenu(coaching.getByRole('button', { name: 'Post actions' }));
    await eventually(() => coaching.count()).toBe(0);

    // 7. the vlog on its course: Golf VLOG tab and the drawer's latest vlog card (COURSE-013/035)
    await page.goto(coursePath(course).replace(/\.html$/, '/golf-vlog.html'));
    await eventually(() => page.getByRole('heading', { name: 'Last Vlog' }).isVisible()).toBe(true);
    await eventually(() => card(page, `Vlog post ${id}`).isVisible()).toBe(true);
    await page.goto(coursePath(course));
    const vlogCard = page.getByRole('region', { name: 'Latest VLOG' });
    await eventually(() =>
      vlogCard.getByRole('link', { name: `Vlog of ${a.user.name}: Vlog post ${id}` }).isVisible(),
    ).toBe(true);

    // 8. the own profile's Timeline lists A's posts, with 'Create post' (PROF-008)
    await page.goto('/profile');
    await eventually(() => card(page, `Edited post ${id}`).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Create post' }).count()).toBe(1);
    await context.close();
  });

  it('gives a visitor the general feed without Create post', async () => {
    const id = randomUUID().slice(0, 6);
    const { context, page } = await browser.openOrigin(PHONE);
    const member = await signIn(page, {
      firstName: `Dora${id}`,
      lastName: 'Feeder',
      emailPrefix: 'e2e.feed',
    });
    await apiPost(page, member, `Visitor can read ${id}`);
    await page.evaluate(() => localStorage.clear());
    await page.goto('/newsfeed.html');
    await acceptCookies(page);
    await eventually(() => card(page, `Visitor can read ${id}`).isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: 'Create post' }).count()).toBe(0);
    expect(await page.getByText("You're All Caught Up").count()).toBe(0);
    await eventually(() => page.getByRole('heading', { name: 'Latest VLOG' }).isVisible()).toBe(
      true,
    );
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'newsfeed-visitor-phone');
    await context.close();
  });

  it('shows the demo content of a fresh install (D-06)', async () => {
    const { context, page } = await browser.openOrigin(DESKTOP);
    // the e2e server starts on an empty data folder with SEED_DEMO left at its default
    const members = await page.request.get('/api/users?filter_name_like=Emma%20Laurent');
    const demo = ((await members.json()) as { list: Array<{ id: number; name: string }> }).list[0];
    expect(demo?.name).toBe('Emma Laurent');
    const posts = await page.request.get(`/api/posts?filter_profile=${demo!.id}`);
    const page1 = (await posts.json()) as { total: number };
    expect(page1.total).toBeGreaterThan(0);
    const forum = await page.request.get('/api/posts?filter_type=8&limit=5');
    const discussions = (await forum.json()) as { total: number; tags: unknown[] };
    expect(discussions.total).toBeGreaterThanOrEqual(4);
    expect(discussions.tags.length).toBeGreaterThan(0);
    await page.goto(`/profiles/${demo!.id}`);
    await eventually(() => page.getByTestId('post-card').first().isVisible()).toBe(true);
    await context.close();
  });

  it('lets the course administrator post on a course Timeline only', async () => {
    const id = randomUUID().slice(0, 6);
    const { context, page } = await browser.openOrigin(DESKTOP);
    const course = await franceCourse((c) => c.name.length > 6);
    // a member who does not administer the course gets no 'Create post' there
    await signIn(page, { firstName: `Eve${id}`, lastName: 'Feeder', emailPrefix: 'e2e.feed' });
    await page.goto(coursePath(course));
    await eventually(() => page.getByRole('heading', { name: 'Posts' }).isVisible()).toBe(true);
    // the list has loaded: its empty text, or posts of an earlier run on the same course
    await eventually(
      async () =>
        (await page.getByText(`No posts of ${course.name} yet.`).isVisible()) ||
        (await page.getByTestId('post-card').count()) > 0,
    ).toBe(true);
    expect(await page.getByRole('button', { name: 'Create post' }).count()).toBe(0);

    await signIn(page, { firstName: 'Admin', lastName: 'Feeder', email: ADMIN_EMAIL });
    await page.goto(coursePath(course));
    const dialog = await openCreate(page);
    expect(await dialog.getByRole('radio').count()).toBe(0);
    await eventually(() => dialog.getByText(`On ${course.name}`).isVisible()).toBe(true);
    await typeContent(dialog, `Course news ${id}`);
    await screenshot(page, 'post-dialog-course-desktop');
    await send(dialog);
    await eventually(() => card(page, `Course news ${id}`).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'course-timeline-desktop');
    await page.setViewportSize(PHONE);
    // the course page re-lays out for the phone (posts first, side cards in a drawer): the card
    // may be replaced while it scrolls, so try again until it holds still
    await eventually(() =>
      card(page, `Course news ${id}`)
        .scrollIntoViewIfNeeded({ timeout: 5_000 })
        .then(
          () => true,
          () => false,
        ),
    ).toBe(true);
    await screenshot(page, 'course-timeline-phone');
    await openCreate(page);
    await animationsDone(page); // the dialog's fade-in
    await screenshot(page, 'post-dialog-phone');
    await context.close();
  });
});
