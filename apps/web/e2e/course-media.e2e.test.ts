import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import {
  DESKTOP,
  PHONE,
  baseUrl,
  expectNoSeriousA11yViolations,
  launch,
  newPage,
  screenshot,
} from './browser.js';

/**
 * Issue 4, Photos & Videos tab, media viewer and Directors' Interview (COURSE-036..040,
 * MEDIA-001..012, C-03, INTV-001..015) in Chromium against the production build, with every
 * request outside the server under test blocked (no YouTube, no internet): a member uploads
 * three photos and a video link to a France course; a visitor browses them in the viewer
 * (address, Next, close back to the tab, direct visit); the administrator edits the interview
 * and a visitor reads it.
 */
let browser: Browser;
const ADMIN_EMAIL = 'admin@e2e.bgc.test';
const PASSWORD = 'secret12';
const VIDEO_ID = 'dQw4w9WgXcQ';

beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

interface CourseRef {
  id: number;
  name: string;
  slug: string;
  country: { slug: string };
}

/** A context at `viewport` that reaches the server under test only. */
async function offlinePage(viewport: {
  width: number;
  height: number;
}): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, viewport);
  const origin = new URL(baseUrl()).origin;
  await context.route('**/*', (route) =>
    route.request().url().startsWith(origin) ? route.continue() : route.abort(),
  );
  return { context, page };
}

async function acceptCookies(page: Page): Promise<void> {
  const accept = page.getByRole('button', { name: 'Accept', exact: true });
  await accept.waitFor({ timeout: 5_000 }).catch(() => undefined);
  if (await accept.isVisible()) await accept.click();
}

/** A France course with no photos and no interview yet, from a random page. */
async function franceCourse(page: Page): Promise<CourseRef> {
  const country = (await (await page.request.get('/api/countries/france')).json()) as {
    id: number;
  };
  for (let attempt = 0; attempt < 10; attempt += 1) {
    const pageNo = 1 + Math.floor(Math.random() * 30);
    const res = await page.request.get(
      `/api/courses?filter_country=${country.id}&limit=20&page=${pageNo}`,
    );
    const { list } = (await res.json()) as { list: CourseRef[] };
    for (const course of list) {
      const photos = (await (
        await page.request.get(`/api/media/list?courseId=${course.id}&filter_type=1`)
      ).json()) as { total: number };
      // posts of other journeys (vlogs, photo posts) add their media to a course's tab too
      const videos = (await (
        await page.request.get(`/api/media/list?courseId=${course.id}&filter_type=2`)
      ).json()) as { total: number };
      const interview = (await (
        await page.request.get(`/api/courses/director-interview/${course.id}`)
      ).json()) as { id: number | null };
      if (photos.total === 0 && videos.total === 0 && interview.id === null) return course;
    }
  }
  throw new Error('no untouched France course');
}

const coursePath = (course: CourseRef, segment: string) =>
  `/top-golf-courses-${course.country.slug}/${course.slug}-golf-course/${segment}.html`;

/** Stores a signed-in session (answer of /register or /auth) in the page's origin. */
async function storeSession(page: Page, answer: { token: string; user: unknown }) {
  await page.evaluate(
    ([token, user]) => {
      localStorage.setItem('bgc.token', token);
      localStorage.setItem('bgc.user', user);
    },
    [answer.token, JSON.stringify(answer.user)] as const,
  );
}

async function signInNewMember(page: Page): Promise<void> {
  const res = await page.request.post('/api/register', {
    data: {
      email: `e2e.media.${randomUUID().slice(0, 8)}@example.test`,
      password: PASSWORD,
      firstName: 'Mia',
      lastName: 'Media',
      languages: [30],
      subRoles: [2],
    },
  });
  expect(res.status()).toBe(201);
  await storeSession(page, (await res.json()) as { token: string; user: unknown });
}

/** The e2e Administrator (ADMIN_EMAILS): registered on first use, else signed in. */
async function signInAdmin(page: Page): Promise<void> {
  const registered = await page.request.post('/api/register', {
    data: {
      email: ADMIN_EMAIL,
      password: PASSWORD,
      firstName: 'Ada',
      lastName: 'Admin',
      languages: [30],
      subRoles: [2],
    },
  });
  if (registered.status() === 201) {
    await storeSession(page, (await registered.json()) as { token: string; user: unknown });
    return;
  }
  const res = await page.request.post('/api/auth', {
    data: { email: ADMIN_EMAIL, password: PASSWORD },
  });
  expect(res.status(), 'the e2e administrator signs in with secret12').toBe(200);
  await storeSession(page, (await res.json()) as { token: string; user: unknown });
}

const pngOf = (background: string) =>
  sharp({ create: { width: 640, height: 420, channels: 3, background } })
    .png()
    .toBuffer();

/** Scrolls so that `locator` sits just under the sticky header (screenshots). */
async function scrollToContent(locator: Locator): Promise<void> {
  await locator.evaluate((el) => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - header - 24);
  });
}

const visible = (page: Page, text: string | RegExp) => () =>
  page.getByText(text).first().isVisible();

const viewerPath = /^\/photo\/(\d+)\/course-media\/(\d+)$/;

describe('Photos & Videos tab and media viewer (COURSE-036..040, MEDIA-*, C-03)', () => {
  it('uploads photos and a video, browses them in the viewer and closes back', async () => {
    const member = await offlinePage(DESKTOP);
    const page = member.page;
    await page.goto('/');
    const course = await franceCourse(page);
    await signInNewMember(page);
    await page.goto(coursePath(course, 'photos-videos'));
    await acceptCookies(page);
    await expect.poll(visible(page, 'No photos posted yet.'), { timeout: 15_000 }).toBe(true);

    // a member adds three photos (COURSE-040)
    await page.getByRole('button', { name: 'Add photos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add photos' });
    await dialog.getByTestId('add-photos-input').setInputFiles([
      { name: 'green.png', mimeType: 'image/png', buffer: await pngOf('#2f855a') },
      { name: 'sand.png', mimeType: 'image/png', buffer: await pngOf('#d6b56d') },
      { name: 'sky.png', mimeType: 'image/png', buffer: await pngOf('#3b82c4') },
    ]);
    await dialog.getByLabel('Title of photo 1').fill('The 18th green');
    await dialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(visible(page, 'Upload success'), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(() => page.getByRole('button', { name: /^Open photo/ }).count(), { timeout: 10_000 })
      .toBe(3);

    // and a video link with its channel (MEDIA-010)
    await page.getByRole('tab', { name: 'Videos', exact: true }).click();
    await expect.poll(visible(page, 'No videos posted yet.')).toBe(true);
    await page.getByRole('button', { name: 'Add a video' }).click();
    const videoDialog = page.getByRole('dialog', { name: 'Add a video' });
    await videoDialog.getByLabel(/YouTube link/).fill('not a link');
    await videoDialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(visible(page, 'This is not a valid YouTube link or video id')).toBe(true);
    await videoDialog
      .getByLabel(/YouTube link/)
      .fill(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    await expect
      .poll(() => videoDialog.getByRole('img', { name: 'Video preview' }).isVisible())
      .toBe(true);
    await videoDialog.getByLabel('Title (optional)').fill('Course flyover');
    // issue 12 item 6: no channel or figure fields; those are read from YouTube
    await expect.poll(() => videoDialog.getByLabel(/Subscribers/).count()).toBe(0);
    await videoDialog.getByRole('button', { name: 'Upload' }).click();
    await expect.poll(visible(page, 'Course flyover'), { timeout: 30_000 }).toBe(true);
    await member.context.close();

    // a visitor opens the Photos tab and a photo (COURSE-037, MEDIA-005)
    const visitor = await offlinePage(DESKTOP);
    const vp = visitor.page;
    await vp.goto(coursePath(course, 'photos-videos'));
    await acceptCookies(vp);
    await expect
      .poll(() => vp.getByRole('button', { name: /^Open photo/ }).count(), { timeout: 15_000 })
      .toBe(3);
    await expectNoSeriousA11yViolations(vp);
    await scrollToContent(vp.getByRole('tab', { name: 'Photos', exact: true }));
    await screenshot(vp, 'course-media-photos-desktop');
    await vp.getByRole('button', { name: 'Open photo: The 18th green' }).click();
    await vp.waitForURL((url) => viewerPath.test(url.pathname));
    const first = viewerPath.exec(new URL(vp.url()).pathname)!;
    expect(Number(first[2])).toBe(course.id);
    const viewer = vp.getByRole('dialog');
    await expect.poll(() => viewer.getByTestId('viewer-image').isVisible()).toBe(true);
    await expect.poll(() => viewer.getByText('No comments yet.').isVisible()).toBe(true);
    await expect.poll(() => viewer.getByRole('link', { name: course.name }).isVisible()).toBe(true);
    await expectNoSeriousA11yViolations(vp);
    await screenshot(vp, 'media-viewer-desktop');

    // Next changes the address to another item; ArrowLeft comes back (MEDIA-005, MEDIA-007)
    const firstId = first[1];
    expect(await viewer.getByRole('button', { name: /^Show item/ }).count()).toBe(3);
    const position = await viewer.getByText(/^\d of 3$/).innerText();
    const atEnd = position === '3 of 3';
    await viewer.getByRole('button', { name: atEnd ? 'Previous' : 'Next' }).click();
    await vp.waitForURL(
      (url) => viewerPath.test(url.pathname) && !url.pathname.includes(`/${firstId}/`),
    );
    await expect.poll(() => viewer.getByText(position, { exact: true }).count()).toBe(0);
    await vp.keyboard.press(atEnd ? 'ArrowRight' : 'ArrowLeft');
    await vp.waitForURL((url) => url.pathname.startsWith(`/photo/${firstId}/`));
    await expect.poll(() => viewer.getByText(position, { exact: true }).isVisible()).toBe(true);

    // closing goes back to the tab it was opened from (C-03)
    await viewer.getByRole('button', { name: 'Close' }).click();
    await vp.waitForURL((url) => url.pathname === coursePath(course, 'photos-videos'));
    await expect.poll(() => vp.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => vp.getByRole('button', { name: /^Open photo/ }).count()).toBe(3);

    // a direct visit shows the viewer alone; Escape goes to the course's media tab (MEDIA-004)
    await vp.goto(`/photo/${firstId}/course-media/${course.id}`);
    await expect
      .poll(() => vp.getByRole('dialog').getByTestId('viewer-image').isVisible(), {
        timeout: 15_000,
      })
      .toBe(true);
    await vp.keyboard.press('Escape');
    await vp.waitForURL((url) => url.pathname === coursePath(course, 'photos-videos'));

    // the Videos sub-tab: channel name and '1.5K' subscribers read from YouTube after the upload
    // (COURSE-038, MEDIA-011; the e2e server's YouTube is scripts/fake-youtube.mjs on loopback)
    await vp.getByRole('tab', { name: 'Videos', exact: true }).click();
    await expect.poll(visible(vp, 'Fairway Films'), { timeout: 10_000 }).toBe(true);
    await expect.poll(visible(vp, '1.5K subscribers')).toBe(true);
    await expect.poll(visible(vp, '2M views')).toBe(true);
    await expectNoSeriousA11yViolations(vp);
    await scrollToContent(vp.getByRole('tab', { name: 'Videos', exact: true }));
    await screenshot(vp, 'course-media-videos-desktop');
    await vp.getByRole('button', { name: 'Play video: Course flyover' }).click();
    await vp.waitForURL((url) => /^\/video\/\d+\/course-media\/\d+$/.test(url.pathname));
    await expect
      .poll(() =>
        vp
          .getByRole('dialog')
          .getByRole('button', { name: /^Play the video/ })
          .isVisible(),
      )
      .toBe(true);
    await vp.keyboard.press('Escape');
    await vp.waitForURL((url) => url.pathname === coursePath(course, 'photos-videos'));
    await visitor.context.close();

    // phone: the grid and the viewer with its panel below
    const phone = await offlinePage(PHONE);
    await phone.page.goto(coursePath(course, 'photos-videos'));
    await acceptCookies(phone.page);
    await expect
      .poll(() => phone.page.getByRole('button', { name: /^Open photo/ }).count(), {
        timeout: 15_000,
      })
      .toBe(3);
    await phone.page
      .getByRole('button', { name: /^Open photo/ })
      .first()
      .scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'course-media-photos-phone');
    await phone.page
      .getByRole('button', { name: /^Open photo/ })
      .first()
      .click();
    await expect
      .poll(() => phone.page.getByRole('dialog').getByTestId('viewer-image').isVisible())
      .toBe(true);
    await expectNoSeriousA11yViolations(phone.page);
    await screenshot(phone.page, 'media-viewer-phone');
    await phone.context.close();
  });
});

describe("Directors' Interview tab (INTV-001..015)", () => {
  it('the administrator edits the interview and a visitor reads it', async () => {
    const admin = await offlinePage(DESKTOP);
    const page = admin.page;
    await page.goto('/');
    const course = await franceCourse(page);
    await signInAdmin(page);
    await page.goto(coursePath(course, 'directors-interview'));
    await acceptCookies(page);
    await expect.poll(visible(page, 'First & Last name'), { timeout: 15_000 }).toBe(true);
    await page.getByRole('button', { name: "Edit the directors' interview" }).click();

    // required fields (INTV-008)
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.getByText('Field is required').count()).toBe(2);
    await page.getByLabel(/Director's first and last name/).fill('Claire Fairway');
    await page.getByRole('textbox', { name: /^Position/ }).fill('General manager');
    // one photo at most (INTV-009, FILE-001)
    const photoInput = page.getByTestId('interview-photo-input');
    await photoInput.setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: await pngOf('#2f855a') },
      { name: 'b.png', mimeType: 'image/png', buffer: await pngOf('#3b82c4') },
    ]);
    await expect.poll(visible(page, 'Max files <= 1')).toBe(true);
    await photoInput.setInputFiles([
      { name: 'claire.png', mimeType: 'image/png', buffer: await pngOf('#8a5a44') },
    ]);
    await page.getByLabel('Photo title').fill('Claire on the terrace');
    await expect.poll(() => page.getByRole('button', { name: 'Add a photo' }).count()).toBe(0);
    const answer = page.getByRole('textbox', { name: /^2\. What makes your golf course unique/ });
    await answer.click();
    await page.keyboard.type('Sea views on every hole.');
    // comma-separated links merge without duplicates; a short id gets no preview (INTV-010/015)
    await page.getByLabel('YouTube links').fill(`${VIDEO_ID}, https://youtu.be/${VIDEO_ID}, short`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect.poll(() => page.getByRole('img', { name: 'Video preview' }).count()).toBe(1);
    await expect.poll(visible(page, /no preview for this link/)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await scrollToContent(page.getByText('Director photo'));
    await screenshot(page, 'interview-edit-desktop');
    await page.getByRole('button', { name: 'Remove video 2' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(visible(page, 'Update success'), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Claire Fairway' }).isVisible())
      .toBe(true);
    await admin.context.close();

    // a visitor sees the interview, with 'Not completed yet' on the six other answers (INTV-004)
    for (const [viewport, name] of [
      [DESKTOP, 'interview-desktop'],
      [PHONE, 'interview-phone'],
    ] as const) {
      const visitor = await offlinePage(viewport);
      const vp = visitor.page;
      await vp.goto(coursePath(course, 'directors-interview'));
      await acceptCookies(vp);
      await expect
        .poll(() => vp.getByRole('heading', { name: 'Claire Fairway' }).isVisible(), {
          timeout: 15_000,
        })
        .toBe(true);
      await expect.poll(visible(vp, 'General manager')).toBe(true);
      await expect
        .poll(() => vp.getByRole('img', { name: 'Photo of Claire Fairway' }).isVisible())
        .toBe(true);
      await expect.poll(visible(vp, 'Sea views on every hole.')).toBe(true);
      await expect.poll(() => vp.getByText('Not completed yet').count()).toBe(6);
      await expect
        .poll(() => vp.getByRole('button', { name: /Edit the directors' interview/ }).count())
        .toBe(0);
      await expect.poll(() => vp.getByRole('button', { name: /^Play the video/ }).count()).toBe(1);
      await expectNoSeriousA11yViolations(vp);
      await scrollToContent(vp.getByRole('heading', { name: 'Claire Fairway' }));
      await screenshot(vp, name);
      await visitor.context.close();
    }
  });
});
