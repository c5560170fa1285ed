import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { DESKTOP, PHONE, expectNoSeriousA11yViolations, screenshot } from './browser.js';
import {
  acceptCookies,
  administrator,
  apiOk,
  eventually,
  registerMember,
  setupBrowser,
  signIn,
  storeSession,
  visible,
  openOrigin,
} from './support.js';
import { coursePath, franceCourse, withoutMedia } from './courses.js';
import { pngBytes } from './content.js';

/**
 * Photos & Videos tab, media viewer and Directors' Interview (COURSE-036..040,
 * MEDIA-001..012, C-03, INTV-001..015) in Chromium against the production build, with every
 * request outside the server under test blocked (no YouTube, no internet): a member uploads
 * three photos and a video link to a France course; a visitor browses them in the viewer
 * (address, Next, close back to the tab, direct visit); the administrator edits the interview
 * and a visitor reads it.
 */
const browser = setupBrowser();
const VIDEO_ID = 'dQw4w9WgXcQ';

const pngOf = (background: string) => pngBytes(640, 420, background);

/** Scrolls so that `locator` sits just under the sticky header (screenshots). */
async function scrollToContent(locator: Locator): Promise<void> {
  await locator.evaluate((el) => {
    const header = document.querySelector('header')?.getBoundingClientRect().bottom ?? 0;
    window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - header - 24);
  });
}

const viewerPath = /^\/photo\/(\d+)\/course-media\/(\d+)$/;

describe('Photos & Videos tab and media viewer (COURSE-036..040, MEDIA-*, C-03)', () => {
  it('uploads photos and a video, browses them in the viewer and closes back', async () => {
    const member = await browser.newPage(DESKTOP);
    const page = member.page;
    await openOrigin(page);
    const course = await franceCourse(withoutMedia);
    await signIn(page, { firstName: 'Mia', lastName: 'Media', emailPrefix: 'e2e.media' });
    await page.goto(coursePath(course, 'photos-videos'));
    await acceptCookies(page);
    await eventually(visible(page, 'No photos posted yet.')).toBe(true);

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
    await eventually(visible(page, 'Upload success')).toBe(true);
    await eventually(() => page.getByRole('button', { name: /^Open photo/ }).count()).toBe(3);

    // and a video link with its channel (MEDIA-010)
    await page.getByRole('tab', { name: 'Videos', exact: true }).click();
    await eventually(visible(page, 'No videos posted yet.')).toBe(true);
    await page.getByRole('button', { name: 'Add a video' }).click();
    const videoDialog = page.getByRole('dialog', { name: 'Add a video' });
    await videoDialog.getByLabel(/YouTube link/).fill('not a link');
    await videoDialog.getByRole('button', { name: 'Upload' }).click();
    await eventually(visible(page, 'This is not a valid YouTube link or video id')).toBe(true);
    await videoDialog
      .getByLabel(/YouTube link/)
      .fill(`https://www.youtube.com/watch?v=${VIDEO_ID}`);
    await eventually(() =>
      videoDialog.getByRole('img', { name: 'Video preview' }).isVisible(),
    ).toBe(true);
    await videoDialog.getByLabel('Title (optional)').fill('Course flyover');
    // no channel or figure fields; those are read from YouTube
    await eventually(() => videoDialog.getByLabel(/Subscribers/).count()).toBe(0);
    await videoDialog.getByRole('button', { name: 'Upload' }).click();
    await eventually(visible(page, 'Course flyover')).toBe(true);
    await member.context.close();

    // a visitor opens the Photos tab and a photo (COURSE-037, MEDIA-005)
    const visitor = await browser.newPage(DESKTOP);
    const vp = visitor.page;
    await vp.goto(coursePath(course, 'photos-videos'));
    await acceptCookies(vp);
    await eventually(() => vp.getByRole('button', { name: /^Open photo/ }).count()).toBe(3);
    await expectNoSeriousA11yViolations(vp);
    // the grid takes the 480 px AVIF copy of a 640 px photo, not its JPEG
    const gridPhoto = vp.getByRole('button', { name: 'Open photo: The 18th green' }).locator('img');
    await gridPhoto.scrollIntoViewIfNeeded();
    await eventually(() => gridPhoto.evaluate((img: HTMLImageElement) => img.currentSrc), {
      timeout: 30_000,
    }).toMatch(/-w480\.avif$/);
    // decoded (naturalWidth is scaled by the srcset's width descriptor, so it is only > 0 here)
    await eventually(() =>
      gridPhoto.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await scrollToContent(vp.getByRole('tab', { name: 'Photos', exact: true }));
    await screenshot(vp, 'course-media-photos-desktop');
    await vp.getByRole('button', { name: 'Open photo: The 18th green' }).click();
    await vp.waitForURL((url) => viewerPath.test(url.pathname));
    const first = viewerPath.exec(new URL(vp.url()).pathname)!;
    expect(Number(first[2])).toBe(course.id);
    const viewer = vp.getByRole('dialog');
    await eventually(() => viewer.getByTestId('viewer-image').isVisible()).toBe(true);
    await eventually(() => viewer.getByText('No comments yet.').isVisible()).toBe(true);
    await eventually(() => viewer.getByRole('link', { name: course.name }).isVisible()).toBe(true);
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
    await eventually(() => viewer.getByText(position, { exact: true }).count()).toBe(0);
    await vp.keyboard.press(atEnd ? 'ArrowRight' : 'ArrowLeft');
    await vp.waitForURL((url) => url.pathname.startsWith(`/photo/${firstId}/`));
    await eventually(() => viewer.getByText(position, { exact: true }).isVisible()).toBe(true);

    // closing goes back to the tab it was opened from (C-03)
    await viewer.getByRole('button', { name: 'Close' }).click();
    await vp.waitForURL((url) => url.pathname === coursePath(course, 'photos-videos'));
    await eventually(() => vp.getByRole('dialog').count()).toBe(0);
    await eventually(() => vp.getByRole('button', { name: /^Open photo/ }).count()).toBe(3);

    // a direct visit shows the viewer alone; Escape goes to the course's media tab (MEDIA-004)
    await vp.goto(`/photo/${firstId}/course-media/${course.id}`);
    await eventually(() => vp.getByRole('dialog').getByTestId('viewer-image').isVisible()).toBe(
      true,
    );
    await vp.keyboard.press('Escape');
    await vp.waitForURL((url) => url.pathname === coursePath(course, 'photos-videos'));

    // the Videos sub-tab: channel name and '1.5K' subscribers read from YouTube after the upload
    // (COURSE-038, MEDIA-011; the e2e server's YouTube is scripts/fake-youtube.mjs on loopback)
    await vp.getByRole('tab', { name: 'Videos', exact: true }).click();
    await eventually(visible(vp, 'Fairway Films')).toBe(true);
    await eventually(visible(vp, '1.5K subscribers')).toBe(true);
    await eventually(visible(vp, '2M views')).toBe(true);
    await expectNoSeriousA11yViolations(vp);
    await scrollToContent(vp.getByRole('tab', { name: 'Videos', exact: true }));
    await screenshot(vp, 'course-media-videos-desktop');
    await vp.getByRole('button', { name: 'Play video: Course flyover' }).click();
    await vp.waitForURL((url) => /^\/video\/\d+\/course-media\/\d+$/.test(url.pathname));
    await eventually(() =>
      vp
        .getByRole('dialog')
        .getByRole('button', { name: /^Play the video/ })
        .isVisible(),
    ).toBe(true);
    await vp.keyboard.press('Escape');
    await vp.waitForURL((url) => url.pathname === coursePath(course, 'photos-videos'));
    await visitor.context.close();

    // phone: the grid and the viewer with its panel below
    const phone = await browser.openSite(PHONE, {
      path: coursePath(course, 'photos-videos'),
    });
    await eventually(() => phone.page.getByRole('button', { name: /^Open photo/ }).count()).toBe(3);
    await phone.page
      .getByRole('button', { name: /^Open photo/ })
      .first()
      .scrollIntoViewIfNeeded();
    await screenshot(phone.page, 'course-media-photos-phone');
    await phone.page
      .getByRole('button', { name: /^Open photo/ })
      .first()
      .click();
    await eventually(() =>
      phone.page.getByRole('dialog').getByTestId('viewer-image').isVisible(),
    ).toBe(true);
    await expectNoSeriousA11yViolations(phone.page);
    await screenshot(phone.page, 'media-viewer-phone');
    await phone.context.close();
  });
});

describe("Directors' Interview tab (INTV-001..015)", () => {
  it('posts photos as a type 5 post that reaches the course followers', async () => {
    const course = await franceCourse(withoutMedia);
    const follower = await registerMember({ firstName: 'Fay', emailPrefix: 'e2e.follower' });
    await apiOk(follower, 'POST', '/follow', { entityId: course.id, entityName: 'course' });
    const member = await browser.newPage(DESKTOP);
    const page = member.page;
    await openOrigin(page);
    await signIn(page, {
      firstName: 'Pia',
      lastName: 'Photo',
      emailPrefix: 'e2e.pp',
    });
    await page.goto(coursePath(course, 'photos-videos'));
    await acceptCookies(page);
    await eventually(visible(page, 'No photos posted yet.')).toBe(true);
    await page.getByRole('button', { name: 'Post photos' }).click();
    const dialog = page.getByRole('dialog');
    // POST-016/017: media only: no type radio, no language, no text
    await eventually(() => dialog.getByTestId('post-photos-input').count()).toBe(1);
    expect(await dialog.getByRole('radio').count()).toBe(0);
    expect(await dialog.getByRole('combobox', { name: /Language/ }).count()).toBe(0);
    await dialog.getByTestId('post-photos-input').setInputFiles([
      { name: 'fairway.png', mimeType: 'image/png', buffer: await pngOf('#4a9d5b') },
      { name: 'bunker.png', mimeType: 'image/png', buffer: await pngOf('#e0c48a') },
    ]);
    // FILE-002: the dialog decodes each picture before it joins the post, as its row shows
    await eventually(() => dialog.getByLabel('Title of photo 2').isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    // the photos join the course gallery …
    await eventually(() => page.getByRole('button', { name: /^Open photo/ }).count()).toBe(2);
    await member.context.close();
    // … and the post reaches the follower's subscription feed as a type 5 post of the course
    const feed = await apiOk<{
      list: Array<{
        type: number;
        course: number | null;
        profile: { name: string };
        media: unknown[];
      }>;
    }>(follower, 'GET', '/posts/my-subscription');
    const photoPost = feed.list.find((post) => post.type === 5 && post.course === course.id);
    expect(photoPost?.profile.name).toMatch(/^Pia Photo/);
    expect(photoPost?.media).toHaveLength(2);
  });

  it('the administrator edits the interview and a visitor reads it', async () => {
    const admin = await browser.newPage(DESKTOP);
    const page = admin.page;
    await openOrigin(page);
    const course = await franceCourse(withoutMedia);
    await storeSession(page, await administrator());
    await page.goto(coursePath(course, 'directors-interview'));
    await acceptCookies(page);
    await eventually(visible(page, 'First & Last name')).toBe(true);
    await page.getByRole('button', { name: "Edit the directors' interview" }).click();

    // required fields (INTV-008)
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(() => page.getByText('Field is required').count()).toBe(2);
    await page.getByLabel(/Director's first and last name/).fill('Claire Fairway');
    await page.getByRole('textbox', { name: /^Position/ }).fill('General manager');
    // one photo at most (INTV-009, FILE-001)
    const photoInput = page.getByTestId('interview-photo-input');
    await photoInput.setInputFiles([
      { name: 'a.png', mimeType: 'image/png', buffer: await pngOf('#2f855a') },
      { name: 'b.png', mimeType: 'image/png', buffer: await pngOf('#3b82c4') },
    ]);
    await eventually(visible(page, 'Max files <= 1')).toBe(true);
    await photoInput.setInputFiles([
      { name: 'claire.png', mimeType: 'image/png', buffer: await pngOf('#8a5a44') },
    ]);
    await page.getByLabel('Photo title').fill('Claire on the terrace');
    await eventually(() => page.getByRole('button', { name: 'Add a photo' }).count()).toBe(0);
    const answer = page.getByRole('textbox', { name: /^2\. What makes your golf course unique/ });
    await answer.click();
    await page.keyboard.type('Sea views on every hole.');
    // comma-separated links merge without duplicates; a short id gets no preview (INTV-010/015)
    await page.getByLabel('YouTube links').fill(`${VIDEO_ID}, https://youtu.be/${VIDEO_ID}, short`);
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await eventually(() => page.getByRole('img', { name: 'Video preview' }).count()).toBe(1);
    await eventually(visible(page, /no preview for this link/)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await scrollToContent(page.getByText('Director photo'));
    await screenshot(page, 'interview-edit-desktop');
    await page.getByRole('button', { name: 'Remove video 2' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await eventually(visible(page, 'Update success')).toBe(true);
    await eventually(() => page.getByRole('heading', { name: 'Claire Fairway' }).isVisible()).toBe(
      true,
    );
    await admin.context.close();

    // a visitor sees the interview, with 'Not completed yet' on the six other answers (INTV-004)
    for (const [viewport, name] of [
      [DESKTOP, 'interview-desktop'],
      [PHONE, 'interview-phone'],
    ] as const) {
      const visitor = await browser.newPage(viewport);
      const vp = visitor.page;
      await vp.goto(coursePath(course, 'directors-interview'));
      await acceptCookies(vp);
      await eventually(() => vp.getByRole('heading', { name: 'Claire Fairway' }).isVisible()).toBe(
        true,
      );
      await eventually(visible(vp, 'General manager')).toBe(true);
      await eventually(() =>
        vp.getByRole('img', { name: 'Photo of Claire Fairway' }).isVisible(),
      ).toBe(true);
      await eventually(visible(vp, 'Sea views on every hole.')).toBe(true);
      await eventually(() => vp.getByText('Not completed yet').count()).toBe(6);
      await eventually(() =>
        vp.getByRole('button', { name: /Edit the directors' interview/ }).count(),
      ).toBe(0);
      await eventually(() => vp.getByRole('button', { name: /^Play the video/ }).count()).toBe(1);
      await expectNoSeriousA11yViolations(vp);
      await scrollToContent(vp.getByRole('heading', { name: 'Claire Fairway' }));
      await screenshot(vp, name);
      await visitor.context.close();
    }
  });
});
