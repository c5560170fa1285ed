import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { DESKTOP, PHONE, screenshot, type Viewport } from './browser.js';
import { textPostForm } from './content.js';
import {
  api,
  apiOk,
  eventually,
  keepSignedIn,
  registerMember,
  setupBrowser,
  storeState,
  type Member,
} from './support.js';

/**
 * Journeys of the editors, the uploads and the live state (decision 044): the discussion
 * editor's '@' members picked with the keyboard and the mouse keep the focus and the text
 * typed next (NOTIF-009, POST-022); a text file named '.jpg' is refused before any upload
 * (FILE-002); a large photo shows its bytes sent under 100 %, then 'Processing…' or the
 * result, in view at 390 and 1366 px in English and French, and Cancel leaves nothing
 * published and the form as it was; a post opened from a reply notification shows the next
 * reply and its 'Comment N' live; the requester's 'Invitation send' turns into the friend
 * state (or back to the invitation) when the other side answers, and accepting notifies nobody.
 * Screenshots: browser.ts `screenshot`.
 */
const browser = setupBrowser();

/** The phone, and the 1366 × 800 desktop the members tried. */
const LAPTOP: Viewport = { width: 1366, height: 800 };

/** A new member with a unique last name (`Tester` unless given). */
const member = (firstName: string, lastName = 'Tester'): Promise<Member> =>
  registerMember({ firstName, lastName, emailPrefix: 'e2e.journeys' });

/** A page of a fresh context where `who` is signed in (and the cookies accepted) in `lang`. */
async function pageOf(who: Member, viewport: Viewport = DESKTOP, lang = 'en') {
  const locale = lang === 'fr' ? 'fr-FR' : 'en-US';
  const { context, page } = await browser.openOrigin(viewport, { locale });
  await keepSignedIn(context, who);
  await storeState(page, { language: lang });
  return { context, page };
}

/** Whether the focus is inside `editor` (the TipTap surface). */
const focusedIn = (editor: Locator) => () =>
  editor.evaluate((el) => el === document.activeElement || el.contains(document.activeElement));

/** The number of posts `who` has published (GET /posts filtered by profile). */
async function postsOf(who: Member): Promise<number> {
  return (await apiOk<{ total: number }>(who, 'GET', `/posts?filter_profile=${who.user.id}`)).total;
}

/** A photo of `width` × `height` px of noise (large once encoded), as JPEG bytes. */
function noisyJpeg(width: number, height: number): Promise<Buffer> {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 80 },
    },
  })
    .jpeg({ quality: 100 })
    .toBuffer();
}

/** Slows the page's uploads to `bytesPerSecond` (Chromium's network emulation). */
async function throttleUploads(page: Page, bytesPerSecond: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: bytesPerSecond,
  });
}

/** Whether `inner` lies wholly inside `outer` and the viewport of `page`. */
async function inView(page: Page, inner: Locator, outer: Locator): Promise<boolean> {
  const a = await inner.boundingBox();
  const b = await outer.boundingBox();
  const size = page.viewportSize();
  if (!a || !b || !size) return false;
  return (
    a.x >= b.x - 1 &&
    a.y >= b.y - 1 &&
    a.x + a.width <= b.x + b.width + 1 &&
    a.y + a.height <= b.y + b.height + 1 &&
    a.y >= 0 &&
    a.y + a.height <= size.height
  );
}

const TEXTS = {
  en: {
    create: 'Create post',
    content: 'Your post',
    post: 'Post',
    cancel: 'Cancel the upload of photos',
    cancelled: 'Upload cancelled',
    processing: 'Processing…',
  },
  fr: {
    create: 'Créer une publication',
    content: 'Votre publication',
    post: 'Publier',
    cancel: "Annuler l'envoi : photos",
    cancelled: 'Envoi annulé',
    processing: 'Traitement…',
  },
} as const;

/** Opens the post dialog on the news feed; answers the dialog and its editor. */
async function openPostDialog(page: Page, lang: 'en' | 'fr') {
  const t = TEXTS[lang];
  await page.goto('/newsfeed.html');
  await page.getByRole('button', { name: t.create }).first().click();
  const dialog = page.getByRole('dialog', { name: t.create });
  const editor = dialog.getByRole('textbox', { name: t.content });
  await eventually(() => editor.isVisible()).toBe(true);
  return { dialog, editor };
}

describe('the discussion editor keeps the text around an @member (NOTIF-009, POST-022)', () => {
  it('picks a member with the keyboard, then another with the mouse, and typing goes on', async () => {
    const tag = randomUUID().replace(/\d/g, '').slice(0, 5);
    const author = await member(`Ann${tag}`);
    const first = await member(`Quill${tag}`);
    const second = await member(`Rowan${tag}`);
    const { context, page } = await pageOf(author);
    await page.goto('/community.html');
    await page.getByRole('button', { name: 'Start a Discussion' }).click();
    const dialog = page.getByRole('dialog', { name: 'Start a Discussion' });
    await eventually(() => dialog.getByLabel(/^Title/).isVisible()).toBe(true);
    await dialog.getByLabel(/^Title/).fill(`Mentions ${tag}`);
    await dialog.getByRole('combobox', { name: /^Language/ }).click();
    await page.getByRole('option', { name: 'English' }).click();
    const editor = dialog.getByRole('textbox', { name: 'Your post' });
    await editor.click();
    await eventually(focusedIn(editor)).toBe(true);

    // 1. the keyboard: '@' and a fragment of the name, ArrowDown, Enter
    await page.keyboard.type(`Ask @Quill${tag}`);
    const firstOption = dialog.getByRole('option', { name: new RegExp(`Quill${tag} Tester`) });
    await eventually(() => firstOption.isVisible()).toBe(true);
    await page.keyboard.press('ArrowDown');
    await eventually(() => editor.getAttribute('aria-activedescendant')).toBe(
      await firstOption.getAttribute('id'),
    );
    await page.keyboard.press('Enter');
    const firstLink = editor.locator(`a[href="/profiles/${first.user.id}"]`);
    await eventually(() => firstLink.count()).toBe(1);
    await eventually(focusedIn(editor)).toBe(true);
    await page.keyboard.type('about Sunday and');
    await eventually(() => editor.innerText()).toMatch(
      new RegExp(`Ask @Quill${tag} Tester\\s+about Sunday and$`),
    );

    // 2. the mouse: a click on the option keeps the focus in the editor
    await page.keyboard.type(` @Rowan${tag}`);
    const secondOption = dialog.getByRole('option', { name: new RegExp(`Rowan${tag} Tester`) });
    await eventually(() => secondOption.isVisible()).toBe(true);
    await secondOption.click();
    const secondLink = editor.locator(`a[href="/profiles/${second.user.id}"]`);
    await eventually(() => secondLink.count()).toBe(1);
    await eventually(focusedIn(editor)).toBe(true);
    await page.keyboard.type('too.');
    await eventually(() => editor.innerText()).toMatch(
      new RegExp(`about Sunday and @Rowan${tag} Tester\\s+too\\.$`),
    );
    expect(await dialog.getByRole('option').count()).toBe(0);

    // 3. published: the stored discussion holds both links and the text; both members are told
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    await eventually(() => dialog.isVisible()).toBe(false);
    const stored = await apiOk<{ list: Array<{ content: string }> }>(
      author,
      'GET',
      `/posts?filter_profile=${author.user.id}`,
    );
    const content = stored.list[0]?.content ?? '';
    expect(content).toContain(`href="/profiles/${first.user.id}"`);
    expect(content).toContain(`href="/profiles/${second.user.id}"`);
    expect(content).toMatch(/about Sunday and/);
    expect(content).toMatch(/too\.<\/p>$/);
    for (const who of [first, second])
      await eventually(
        async () => (await apiOk<{ totalUnread: number }>(who, 'GET', '/notification')).totalUnread,
      ).toBeGreaterThan(0);
    await context.close();
  });
});

describe('uploads (FILE-002, decision 044)', () => {
  it('refuses a text file named .jpg before any upload, with its name', async () => {
    const who = await member('Jay');
    const { context, page } = await pageOf(who);
    const { dialog } = await openPostDialog(page, 'en');
    const sent: string[] = [];
    page.on('request', (request) => {
      if (/\/api\/(posts|media)/.test(request.url()) && request.method() !== 'GET')
        sent.push(request.url());
    });
    await dialog.getByTestId('post-photos-input').setInputFiles({
      name: 'holiday.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('These are my notes, not a picture at all.'),
    });
    await eventually(() =>
      dialog.getByRole('alert').filter({ hasText: '“holiday.jpg” is not a picture' }).isVisible(),
    ).toBe(true);
    expect(await dialog.getByRole('textbox', { name: 'Title of photo 1' }).count()).toBe(0);
    expect(await dialog.locator('img').count()).toBe(0);
    expect(sent).toEqual([]);
    expect(await postsOf(who)).toBe(0);
    await context.close();
  });

  it('shows the bytes sent below 100 %, then the result, and publishes the photo', async () => {
    const who = await member('Pat');
    const { context, page } = await pageOf(who, LAPTOP);
    const { dialog, editor } = await openPostDialog(page, 'en');
    await throttleUploads(page, 400 * 1024);
    await editor.click();
    await page.keyboard.type('A big photo of the 18th');
    await dialog.getByTestId('post-photos-input').setInputFiles({
      name: 'eighteenth.jpg',
      mimeType: 'image/jpeg',
      buffer: await noisyJpeg(1900, 1200),
    });
    await eventually(() =>
      dialog.getByRole('textbox', { name: 'Title of photo 1' }).isVisible(),
    ).toBe(true);
    await dialog.getByRole('button', { name: 'Post', exact: true }).click();
    const progress = dialog.getByTestId('upload-progress');
    const status = dialog.getByTestId('upload-status');
    await eventually(async () => {
      const text =
        (await status
          .first()
          .textContent()
          .catch(() => '')) ?? '';
      const percent = /^(\d+) %$/.exec(text.trim());
      return percent ? Number(percent[1]) : -1;
    }).toBeGreaterThan(0);
    const seen = Number(/(\d+)/.exec((await status.first().textContent()) ?? '')?.[1] ?? 100);
    expect(seen).toBeLessThan(100);
    expect(await inView(page, progress, dialog)).toBe(true);
    expect(await dialog.getByText(/^Sent .+ of .+$/).isVisible()).toBe(true);
    // then 'Processing…' until the server answers, or already the result
    await eventually(async () =>
      (await dialog.isVisible())
        ? (await progress.getAttribute('data-phase').catch(() => null)) === 'processing'
          ? 'processing'
          : 'sending'
        : 'done',
    ).not.toBe('sending');
    await eventually(() => dialog.isVisible(), 60_000).toBe(false);
    await eventually(() => postsOf(who)).toBe(1);
    await context.close();
  });

  for (const [viewport, lang] of [
    [PHONE, 'en'],
    [LAPTOP, 'en'],
    [PHONE, 'fr'],
    [LAPTOP, 'fr'],
  ] as const)
    it(`cancels an upload at ${viewport.width} px in ${lang}: nothing published, form kept`, async () => {
      const t = TEXTS[lang];
      const who = await member('Cam');
      const { context, page } = await pageOf(who, viewport, lang);
      const { dialog, editor } = await openPostDialog(page, lang);
      await throttleUploads(page, 60 * 1024);
      await editor.click();
      await page.keyboard.type('Cancelled photo post');
      await dialog.getByTestId('post-photos-input').setInputFiles({
        name: 'green.jpg',
        mimeType: 'image/jpeg',
        buffer: await noisyJpeg(1600, 1000),
      });
      const photoTitle = dialog.getByRole('textbox', { name: /1$/ });
      await eventually(() => photoTitle.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: t.post, exact: true }).click();
      const progress = dialog.getByTestId('upload-progress');
      // a few percent sent, so the bar shows a part done and a part to go
      await eventually(async () => {
        const text = ((await dialog.getByTestId('upload-status').textContent()) ?? '').trim();
        const percent = /^(\d+) %$/.exec(text);
        return percent ? Number(percent[1]) : -1;
      }).toBeGreaterThanOrEqual(5);
      await eventually(() => inView(page, progress, dialog)).toBe(true);
      await screenshot(page, `upload-progress-${lang}-${viewport.width}`);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width).toBeLessThanOrEqual(viewport.width);
      await dialog.getByRole('button', { name: t.cancel }).click();
      await eventually(() => page.getByText(t.cancelled).first().isVisible()).toBe(true);
      await eventually(() => progress.count()).toBe(0);
      // the form as it was: the text and the photo are still there, the dialog open
      expect(await dialog.isVisible()).toBe(true);
      expect(await editor.innerText()).toContain('Cancelled photo post');
      expect(await photoTitle.isVisible()).toBe(true);
      expect(await postsOf(who)).toBe(0);
      await context.close();
    });
});

describe('live state (decision 038)', () => {
  it('a post opened from a reply notification shows the next reply and its count', async () => {
    const author = await member('Author', 'Golfer');
    const commenter = await member('Commenter', 'Golfer');
    const post = await apiOk<{ id: number }>(
      author,
      'POST',
      '/posts',
      textPostForm('<p>Nine holes at dawn?</p>'),
    );
    const comment = await apiOk<{ id: number }>(commenter, 'POST', '/comments', {
      entityName: 'post',
      entityId: post.id,
      text: 'Count me in',
    });
    await apiOk(author, 'POST', '/comments', {
      entityName: 'post',
      entityId: post.id,
      text: 'Great, 6am',
      parent: comment.id,
    });
    const b = await pageOf(commenter);
    await b.page.goto('/newsfeed.html');
    await b.page.getByTestId('notification-bell').click();
    const reply = b.page.getByText('Author Golfer replied to your comment');
    await eventually(() => reply.isVisible()).toBe(true);
    await reply.click();
    await eventually(() => new URL(b.page.url()).pathname).toMatch(
      new RegExp(`^/posts/${post.id}/\\d+$`),
    );
    const main = b.page.getByRole('main');
    await eventually(() => main.getByText('Great, 6am').first().isVisible()).toBe(true);
    const count = main.getByTestId('comment-count').first();
    await eventually(() => count.isVisible()).toBe(true);
    const before = Number(await count.textContent());

    // the author answers again from another browser: B's page follows without a reload
    const a = await pageOf(author);
    await a.page.goto(`/posts/${post.id}`);
    await apiOk(author, 'POST', '/comments', {
      entityName: 'post',
      entityId: post.id,
      text: 'Bring a headlamp',
      parent: comment.id,
    });
    await eventually(() => main.getByText('Bring a headlamp').first().isVisible()).toBe(true);
    await eventually(async () => Number(await count.textContent())).toBe(before + 1);
    await a.context.close();
    await b.context.close();
  });

  it("the requester's 'Invitation send' follows the answer live; accepting notifies nobody", async () => {
    const asker = await member('Asker');
    const accepter = await member('Accepter');
    const denier = await member('Denier');
    const a = await pageOf(asker);
    for (const [other, answer] of [
      [accepter, 'accept'],
      [denier, 'deny'],
    ] as const) {
      await a.page.goto(`/profiles/${other.user.id}`);
      const main = a.page.getByRole('main');
      await main.getByRole('button', { name: 'Send an invitation' }).click();
      await eventually(() =>
        main.getByRole('button', { name: 'Invitation send' }).isVisible(),
      ).toBe(true);
      // the other side answers in its own browser
      const o = await pageOf(other);
      await o.page.goto(`/profiles/${asker.user.id}`);
      const theirs = o.page.getByRole('main');
      await theirs.getByRole('button', { name: 'Request awaiting' }).click();
      const dialog = o.page.getByRole('dialog', { name: 'Friend request' });
      await eventually(() => dialog.isVisible()).toBe(true);
      await dialog.getByRole('button', { name: answer === 'accept' ? 'Accept' : 'Deny' }).click();
      // the asker's page changes without a reload
      const next = answer === 'accept' ? 'Message' : 'Send an invitation';
      await eventually(() => main.getByRole('button', { name: next }).isVisible()).toBe(true);
      expect(await main.getByRole('button', { name: 'Invitation send' }).count()).toBe(0);
      await o.context.close();
    }
    // accepting (and denying) told the asker nothing (FRIEND-*: no notification for answers)
    const told = await api<{ total: number }>(asker, 'GET', '/notification');
    expect(told.status).toBe(200);
    expect(told.data.total).toBe(0);
    await a.context.close();
  });
});
