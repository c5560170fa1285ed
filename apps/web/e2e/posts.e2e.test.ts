import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { Comment, ModerationReport, Post } from '@bgc/shared';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import {
  acceptCookies,
  administrator,
  api,
  apiOk,
  eventually,
  registerMember,
  setupBrowser,
  storeSession,
  visible,
  type Member,
} from './support.js';
import { pngBytes, postForm } from './content.js';
import { expectPageProblem } from './page-health.js';

/**
 * the post card and everything on it (POST-004..008, POST-026..029, CMT-*, LIKE-*,
 * REPORT-*, MEDIA-013..016, ROUTE-035/036, D-04, D-10) in Chromium against the production
 * build, every request outside the server blocked. Posts are made through the signed API:
 * member A posts two photos and a video; member B opens the post detail, likes the post (the
 * count moves before the answer), comments, replies to A's comment and likes it; A follows
 * the link of B's comment and sees it marked; B reports the post; the Administrator hides it
 * and the detail says it is gone. A post carrying script runs none of it.
 */
const browser = setupBrowser();
const VIDEO_ID = 'dQw4w9WgXcQ';

/** A member registered through the API. */
const register = (firstName: string): Promise<Member> =>
  registerMember({ firstName, lastName: 'Poster', emailPrefix: 'e2e.posts' });

const pngOf = (background: string) => pngBytes(800, 520, background);

/** POST /posts (multipart): a post (general unless `extra.type`) with photos and videos. */
async function createPost(
  auth: Member,
  content: string,
  photos: string[] = [],
  youtubes: string[] = [],
  extra: { type?: number; title?: string; hashtags?: string[] } = {},
): Promise<Post> {
  const fields = { type: String(extra.type ?? 1), language: '30', content };
  const form = postForm(
    extra.title ? { ...fields, title: extra.title } : fields,
    extra.hashtags,
    youtubes,
  );
  for (const [i, colour] of photos.entries()) {
    const bytes = new Uint8Array(await pngOf(colour));
    form.append('photoFiles[]', new Blob([bytes], { type: 'image/png' }), `photo-${i}.png`);
    form.append('photoTitles[]', `Hole ${i + 1}`);
  }
  return apiOk<Post>(auth, 'POST', '/posts', form);
}

/** POST /comments: `auth` comments `text` on `post` (CMT-*); resolves the comment. */
const commentOn = (auth: Member, post: Post, text: string): Promise<Comment> =>
  apiOk<Comment>(auth, 'POST', '/comments', { entityId: post.id, entityName: 'post', text });

/** Opens `path` signed in as `auth` (stored like the SPA does) with cookies accepted. */
async function openAs(page: Page, auth: Member | null, path: string): Promise<void> {
  await page.goto('/about-us.html');
  if (auth) await storeSession(page, auth);
  await page.goto(path);
  await acceptCookies(page);
}

describe('post card, comments, likes and reports (POST-*, CMT-*, LIKE-*, REPORT-*)', () => {
  it('comments, replies, likes, highlights, reports and hides a post', async () => {
    const alice = await register('Alice');
    const bob = await register('Bob');
    const post = await createPost(
      alice,
      '<p>Three shots from the back nine. Who else played it this week?</p>',
      ['#2f855a', '#d6b56d'],
      [`https://www.youtube.com/watch?v=${VIDEO_ID}`],
    );
    expect(post.media.map((m) => m.type)).toEqual([2, 1, 1]);
    const aliceComment = await commentOn(alice, post, 'The 14th green was lightning fast.');

    // B opens the post detail (ROUTE-035, POST-026)
    const b = await browser.newPage(DESKTOP);
    const page = b.page;
    await openAs(page, bob, `/posts/${post.id}`);
    const card = page.getByTestId('post-card');
    await eventually(() => card.isVisible()).toBe(true);
    await eventually(visible(page, 'Three shots from the back nine.')).toBe(true);
    // media grid: the video first, three cells (MEDIA-013..015)
    const grid = card.getByTestId('post-media-grid');
    await eventually(() => grid.getAttribute('data-count')).toBe('3');
    const cells = grid.getByRole('button');
    await eventually(() => cells.first().getAttribute('aria-label')).toMatch(/^Open video/);
    await eventually(() => cells.nth(1).getAttribute('aria-label')).toBe('Open photo: Hole 1');
    await eventually(visible(page, 'The 14th green was lightning fast.')).toBe(true);

    // the like count moves before the answer (LIKE-002): the call is held until the count
    // has moved, then let through
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/likes', async (route) => {
      await held;
      await route.continue();
    });
    const like = card.getByTestId(`like-post-${post.id}`);
    await eventually(() => like.getByTestId('like-count').innerText()).toBe('0');
    const answered = page.waitForResponse((res) => res.url().endsWith('/api/likes'));
    await like.click();
    await eventually(() => like.getByTestId('like-count').innerText()).toBe('1');
    expect(await like.getAttribute('aria-pressed')).toBe('true');
    // then the answer agrees
    release();
    expect((await answered).status()).toBe(200);
    await eventually(() => like.getByTestId('like-count').innerText()).toBe('1');
    await page.unroute('**/api/likes');

    // an empty comment is not sent; Shift+Enter is a new line; Enter sends (CMT-003)
    const field = card.getByRole('textbox', { name: 'Write a comment' });
    await field.click();
    await field.press('Enter');
    await field.pressSequentially('Great round');
    await field.press('Shift+Enter');
    await field.pressSequentially('and great photos!');
    await eventually(() => field.inputValue()).toBe('Great round\nand great photos!');
    await field.press('Enter');
    await eventually(() => card.getByTestId('comment-count').innerText()).toBe('2');
    await eventually(() => field.inputValue()).toBe('');
    const bobComment = card.getByTestId('comment').filter({ hasText: 'and great photos!' });
    await eventually(() => bobComment.isVisible()).toBe(true);

    // reply to A's comment (CMT-007), and like it (CMT-006)
    const aliceItem = card.locator(`[data-comment-id="${aliceComment.id}"]`);
    await aliceItem.getByRole('button', { name: 'Reply', exact: true }).first().click();
    const replyField = aliceItem.getByRole('textbox', { name: 'Write a reply to Alice Poster' });
    await replyField.fill('Agreed, it rolled out forever.');
    await replyField.press('Enter');
    await eventually(() =>
      aliceItem.getByTestId('comment').filter({ hasText: 'it rolled out forever' }).isVisible(),
    ).toBe(true);
    await eventually(() => card.getByTestId('comment-count').innerText()).toBe('3');
    const commentLike = aliceItem.getByTestId(`like-comment-${aliceComment.id}`);
    await commentLike.click();
    await eventually(() => commentLike.getByTestId('like-count').innerText()).toBe('1');
    await eventually(() => commentLike.getAttribute('aria-pressed')).toBe('true');
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'post-detail-comments-desktop');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'post-detail-desktop');

    // the media opens in the viewer, browsing the post's media (MEDIA-005)
    await cells.nth(1).click();
    await page.waitForURL((url) => url.pathname.endsWith(`/post/${post.id}`));
    const viewer = page.getByRole('dialog');
    await eventually(() => viewer.getByText('2 of 3').isVisible()).toBe(true);
    await eventually(() => viewer.getByText('No comments yet.').isVisible()).toBe(true);
    await screenshot(page, 'post-media-viewer-desktop');
    await viewer.getByRole('button', { name: 'Close' }).click();
    await page.waitForURL((url) => url.pathname === `/posts/${post.id}`);

    // B reports the post: both fields required, then 'Report sent' (REPORT-001..005)
    await card.getByRole('button', { name: 'Post actions' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this post' });
    await dialog.getByRole('button', { name: 'Send' }).click();
    await eventually(() => dialog.getByText('Field is required').count()).toBe(2);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'post-report-dialog-desktop');
    await dialog.getByRole('combobox', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Spam' }).click();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Selling fake golf balls.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await eventually(visible(page, 'Report sent')).toBe(true);
    await eventually(() => dialog.count()).toBe(0);
    await b.context.close();

    // A follows the link of B's comment: it is marked and in view (ROUTE-036, POST-028)
    const top = await api<{ list: Comment[] }>(
      alice,
      'GET',
      `/comments?filter_entityId=${post.id}&filter_entityName=post&filter_parent=isNull`,
    );
    const bobId = top.data.list.find((c) => c.profile.id === bob.user.id)!.id;
    const a = await browser.newPage(PHONE);
    await openAs(a.page, alice, `/posts/${post.id}/${bobId}`);
    const marked = a.page.locator('[data-highlighted="true"]');
    await eventually(() => marked.getAttribute('data-comment-id')).toBe(String(bobId));
    await eventually(() => marked.isVisible()).toBe(true);
    await eventually(async () => {
      const box = await marked.boundingBox();
      return box !== null && box.y >= 0 && box.y + 20 <= PHONE.height;
    }).toBe(true);
    await expectNoSeriousA11yViolations(a.page);
    await screenshot(a.page, 'post-detail-highlight-phone');
    await a.page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(a.page, 'post-detail-phone');

    // the Administrator hides it (D-04): the detail says it is gone (POST-027)
    const admin = await administrator();
    let report: ModerationReport | undefined;
    for (let n = 1; n <= 10 && !report; n += 1) {
      const queue = await api<{ list: ModerationReport[] }>(
        admin,
        'GET',
        `/admin/reports?status=open&page=${n}`,
      );
      report = queue.data.list.find((r) => r.entityName === 'post' && r.entityId === post.id);
      if (queue.data.list.length === 0) break;
    }
    expect(report, 'the report is in the queue').toBeTruthy();
    const hidden = await api(admin, 'PUT', `/admin/reports/${report!.id}`, { action: 'hide' });
    expect(hidden.status).toBe(200);
    expectPageProblem(new RegExp(`^GET /posts/${post.id}/${bobId} → 404$`));
    await a.page.reload();
    await eventually(visible(a.page, 'The post is not longer available')).toBe(true);
    await a.context.close();
  });

  it('shows a discussion to a visitor and asks to sign in to act (POST-005, LIKE-004, CMT-012)', async () => {
    const carol = await register('Carol');
    const paragraphs = Array.from(
      { length: 9 },
      (_, i) => `<p>Paragraph ${i + 1}: where do you play in winter?</p>`,
    ).join('');
    const post = await createPost(carol, `<p>Visitors can read this.</p>${paragraphs}`, [], [], {
      type: 8,
      title: 'Winter golf in Europe',
      hashtags: ['winter', 'travel'],
    });
    const { context, page } = await browser.newPage(DESKTOP);
    await openAs(page, null, `/posts/${post.id}`);
    const card = page.getByTestId('post-card');
    await eventually(visible(page, 'Visitors can read this.')).toBe(true);
    await eventually(() =>
      card.getByRole('heading', { name: 'Winter golf in Europe' }).isVisible(),
    ).toBe(true);
    await eventually(visible(page, '#winter')).toBe(true);
    // taller than 120 px: collapsed with 'See more' (POST-005)
    const more = card.getByRole('button', { name: 'See more' });
    await eventually(() => more.isVisible()).toBe(true);
    const contentId = await more.getAttribute('aria-controls');
    const height = () => page.locator(`[id="${contentId}"]`).evaluate((el) => el.clientHeight);
    expect(await height()).toBeLessThanOrEqual(120);
    await more.click();
    await eventually(height).toBeGreaterThan(200);
    await eventually(() => card.getByRole('button', { name: 'See less' }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'post-discussion-desktop');

    await card.getByTestId(`like-post-${post.id}`).click();
    const warning = page.getByRole('alertdialog', { name: 'Warning' });
    await eventually(() => warning.getByText('You need to login').isVisible()).toBe(true);
    await warning.getByRole('button', { name: 'Cancel' }).click();
    await eventually(() => card.getByTestId('like-count').first().innerText()).toBe('0');
    const field = card.getByRole('textbox', { name: 'Write a comment' });
    await field.fill('Hello');
    await field.press('Enter');
    await eventually(() => warning.isVisible()).toBe(true);
    await context.close();
  });

  it('shows a course review with its rating block and deletes it (REV-024, POST-008)', async () => {
    const dave = await register('Dave');
    const country = await api<{ id: number }>(null, 'GET', '/countries/france');
    const pageNo = 1 + Math.floor(Math.random() * 30);
    const courses = await api<{ list: Array<{ id: number; name: string }> }>(
      null,
      'GET',
      `/courses?filter_country=${country.data.id}&limit=1&page=${pageNo}`,
    );
    const course = courses.data.list[0]!;
    const review = await api<{ id: number }>(dave, 'POST', '/courses/review', {
      course: course.id,
      content: 'Fast greens and friendly staff.',
      language: 30,
      type: 4,
      reviewData: { facilities: 4, maintenance: 4.5, surroundings: 5, clubhouse: 3.5, value: 4 },
    });
    expect(review.status).toBe(200);
    const { context, page } = await browser.newPage(DESKTOP);
    await openAs(page, dave, `/posts/${review.data.id}`);
    const card = page.getByTestId('post-card');
    const rating = card.getByTestId('post-rating');
    await eventually(() => rating.isVisible()).toBe(true);
    await eventually(() => rating.getByText('Course maintenance').isVisible()).toBe(true);
    await eventually(() =>
      rating.getByRole('img', { name: 'Rated 4.2 out of 5' }).isVisible(),
    ).toBe(true);
    await eventually(() => card.getByRole('link', { name: course.name }).isVisible()).toBe(true);
    await eventually(visible(page, 'Fast greens and friendly staff.')).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'post-review-desktop');

    await card.getByRole('button', { name: 'Post actions' }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Confirm your action' });
    await eventually(() => confirm.getByText('Do you want to delete this post ?').isVisible()).toBe(
      true,
    );
    await confirm.getByRole('button', { name: 'Confirm' }).click();
    await eventually(visible(page, 'The post is not longer available')).toBe(true);
    const left = await api<{ list: unknown[] }>(null, 'GET', `/posts?filter_id=${review.data.id}`);
    expect(left.data.list).toEqual([]);
    await context.close();
  });

  it("reports a member from the profile's actions menu (REPORT-004, REPORT-008)", async () => {
    const erin = await register('Erin');
    const frank = await register('Frank');
    const { context, page } = await browser.newPage(PHONE);
    await openAs(page, frank, `/profiles/${erin.user.id}`);
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Report this member' });
    await dialog.getByRole('combobox', { name: /Category/ }).click();
    await eventually(() => page.getByRole('option', { name: 'Fake account' }).isVisible()).toBe(
      true,
    );
    expect(await page.getByRole('option', { name: 'Spam' }).count()).toBe(0);
    await page.getByRole('option', { name: 'Fake account' }).click();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Not a real golfer.');
    // axe reads colours mid-animation: wait until the closing category list is gone
    await eventually(() => page.getByRole('listbox').count()).toBe(0);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, 'report-member-phone');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await eventually(visible(page, 'Report sent')).toBe(true);
    // a second report of the same member is refused with the server's message (D-04)
    await page.getByRole('button', { name: 'More actions' }).click();
    await page.getByRole('menuitem', { name: 'Report' }).click();
    await dialog.getByRole('combobox', { name: /Category/ }).click();
    await page.getByRole('option', { name: 'Fake name' }).click();
    await dialog.getByRole('textbox', { name: /Reason/ }).fill('Again.');
    // declared before the click: the 409 can reach the page watch before the click resolves
    expectPageProblem(/^POST \/api\/report → 409$/);
    await dialog.getByRole('button', { name: 'Send' }).click();
    await eventually(visible(page, 'You have already reported this')).toBe(true);
    await context.close();
  });

  it("tells a blocked member 'Could not comment !!!' and keeps them signed in (CMT-009)", async () => {
    const gina = await register('Gina');
    const hank = await register('Hank');
    const post = await createPost(gina, '<p>Only friends in here.</p>');
    const blocked = await api(gina, 'PUT', `/friend/block/${hank.user.id}`);
    expect(blocked.status).toBe(200);
    expectPageProblem(/^POST \/api\/comments → 403$/);
    const { context, page } = await browser.newPage(DESKTOP);
    await openAs(page, hank, `/posts/${post.id}`);
    const card = page.getByTestId('post-card');
    await eventually(visible(page, 'Only friends in here.')).toBe(true);
    const field = card.getByRole('textbox', { name: 'Write a comment' });
    await field.fill('Hello?');
    await field.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Could not comment !!!' });
    await eventually(() =>
      dialog.getByText('The comment can not be created because this user blocked you').isVisible(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Close' }).click();
    expect(page.url()).toContain(`/posts/${post.id}`);
    expect(await page.evaluate(() => localStorage.getItem('bgc.token'))).toBe(hank.token);
    await eventually(() => field.inputValue()).toBe('Hello?');
    await context.close();
  });

  it('renders a post carrying script without running it (D-10)', async () => {
    const mallory = await register('Mallory');
    const post = await createPost(
      mallory,
      '<p>Harmless text <img src=x onerror="window.__xss=1;alert(1)"></p>' +
        '<script>window.__xss=2;alert(2)</script>' +
        '<p><a href="javascript:alert(3)">click</a> <a href="france-splitter-le-golf">course</a></p>',
    );
    await commentOn(mallory, post, '<img src=x onerror="window.__xss=3">');
    const { context, page } = await browser.newPage(DESKTOP);
    const dialogs: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await openAs(page, null, `/posts/${post.id}`);
    await eventually(visible(page, 'Harmless text')).toBe(true);
    await eventually(visible(page, '<img src=x onerror="window.__xss=3">')).toBe(true);
    const card = page.getByTestId('post-card');
    expect(await card.locator('script, img[onerror], a[href^="javascript:"]').count()).toBe(0);
    // the splitter link leads to the course page (POST-029)
    await eventually(() => card.getByRole('link', { name: 'course' }).getAttribute('href')).toBe(
      '/top-golf-courses-france/le-golf-golf-course.html',
    );
    // every image (the `src=x` of the text included, were it an element) has loaded or failed
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss)).toBeUndefined();
    expect(dialogs).toEqual([]);
    await context.close();
  });
});
